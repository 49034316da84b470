/** A linked WebGL2 program and its uniform locations by name. */
export function createProgram(
  gl: WebGL2RenderingContext,
  vertex: string,
  fragment: string,
  uniformNames: readonly string[],
): { program: WebGLProgram; uniforms: Record<string, WebGLUniformLocation | null> } {
  const compile = (type: number, source: string) => {
    const shader = gl.createShader(type)!;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS))
      throw new Error(gl.getShaderInfoLog(shader) ?? 'shader');
    return shader;
  };
  const program = gl.createProgram()!;
  gl.attachShader(program, compile(gl.VERTEX_SHADER, vertex));
  gl.attachShader(program, compile(gl.FRAGMENT_SHADER, fragment));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS))
    throw new Error(gl.getProgramInfoLog(program) ?? 'link');
  const uniforms: Record<string, WebGLUniformLocation | null> = {};
  for (const name of uniformNames) uniforms[name] = gl.getUniformLocation(program, name);
  return { program, uniforms };
}

/**
 * The map's view-projection matrix (world pixels to clip space) applied around an origin given in
 * mercator units: clip = pc + ax·dx + ay·dy for a point at origin + (dx, dy). Computed in doubles, so
 * the shaders work on small offsets that float32 keeps exact.
 */
export function matrixAround(m: ArrayLike<number>, worldSize: number, originX: number, originY: number) {
  const wx = originX * worldSize;
  const wy = originY * worldSize;
  const column = (c: number) =>
    [0, 1, 2, 3].map((i) => m[c * 4 + i]! * worldSize) as [number, number, number, number];
  const pc = [0, 1, 2, 3].map((i) => m[i]! * wx + m[4 + i]! * wy + m[12 + i]!) as [
    number,
    number,
    number,
    number,
  ];
  return { pc, ax: column(0), ay: column(1) };
}
