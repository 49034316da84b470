import type { CustomLayerInterface, CustomRenderMethodInput, Map as MapLibreMap } from 'maplibre-gl';
import type { LiveFleet } from '@/features/tracking/live/live-fleet';
import {
  ATLAS_CELLS,
  HALO_CELL,
  HIDDEN,
  INSTANCE_FLOATS,
  haloRadius,
  hitTest,
  iconSize,
  mercatorX,
  mercatorY,
  packSlots,
  splitDouble,
  type FrameView,
} from '@/features/tracking/components/fleet-gl';
import { createProgram, matrixAround } from '@/features/tracking/components/gl-program';
import { drawFleetAtlas } from '@/features/tracking/components/vehicle-icons';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';

/*
 * One point sprite per vehicle (not instanced quads: software WebGL, SwiftShader, pays a draw call's
 * setup per instance, which made 10,000 instances cost half a second a frame). The fragment shader
 * turns the sprite by the course and picks the status cell of the atlas.
 */
const VERTEX = `#version 300 es
in vec4 a_pos;
in vec2 a_data;
in float a_hidden;
uniform vec4 u_center;
uniform vec4 u_pc;
uniform vec4 u_ax;
uniform vec4 u_ay;
uniform float u_size;
uniform float u_bearing;
uniform float u_filter;
out float v_angle;
out float v_cell;
void main() {
  float cell = a_data.y;
  v_cell = cell;
  v_angle = a_data.x - u_bearing;
  if (cell < 0.0 || a_hidden > 0.5 || (u_filter >= 0.0 && cell != u_filter)) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    gl_PointSize = 0.0;
    return;
  }
  // Relative to the view's centre in two float32 parts each: exact to the centimetre at street level.
  vec2 d = (a_pos.xy - u_center.xy) + (a_pos.zw - u_center.zw);
  gl_Position = u_pc + u_ax * d.x + u_ay * d.y;
  gl_PointSize = u_size;
}`;

const FRAGMENT = `#version 300 es
precision mediump float;
in float v_angle;
in float v_cell;
uniform sampler2D u_atlas;
out vec4 color;
void main() {
  // gl_PointCoord runs down the screen; the icon is turned clockwise by the angle: sample it turned back.
  vec2 p = gl_PointCoord - 0.5;
  float c = cos(v_angle);
  float s = sin(v_angle);
  vec2 q = vec2(p.x * c + p.y * s, -p.x * s + p.y * c) + 0.5;
  if (q.x < 0.0 || q.x > 1.0 || q.y < 0.0 || q.y > 1.0) discard;
  color = texture(u_atlas, vec2((v_cell + q.x) / ${ATLAS_CELLS.toFixed(1)}, q.y));
}`;

type Gl = WebGL2RenderingContext;

type Resources = {
  program: WebGLProgram;
  vao: WebGLVertexArrayObject;
  haloVao: WebGLVertexArrayObject;
  maxPointSize: number;
  instances: WebGLBuffer;
  halo: WebGLBuffer;
  hidden: WebGLBuffer;
  atlas: WebGLTexture;
  uniforms: Record<string, WebGLUniformLocation | null>;
};

/**
 * Every live vehicle as a status-colored marker rotated by its course, drawn by WebGL in one
 * call straight from the live fleet's columns: a batch rewrites the changed vehicles' six
 * floats each and uploads one buffer, where a GeoJSON source would re-tile 10,000 features in
 * MapLibre's worker and place 10,000 symbols. Its own hit-testing (`vehicleAt`) replaces the symbol
 * layer's feature queries; the status filter and the selection ring are uniforms and one extra point.
 */
export class FleetLayer implements CustomLayerInterface {
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private map: MapLibreMap | null = null;
  private gl: Resources | null = null;
  private instances = new Float32Array(0);
  private x = new Float64Array(0);
  private y = new Float64Array(0);
  private slots = 0;
  private uploaded = false;
  /** Status code shown (the store's code: 1 + index in LIVE_STATUSES), or -1 for all. */
  private filter = -1;
  private selectedId: number | null = null;
  private view: FrameView | null = null;
  /** 1 for a slot drawn as part of a cluster (see `setHidden`); one float per slot. */
  private hidden = new Float32Array(0);
  private hiddenUploaded = false;
  /** Slots in the uploaded hidden buffer: it must cover every slot drawn. */
  private hiddenLength = 0;

  constructor(
    readonly id: string,
    private readonly fleet: LiveFleet,
  ) {}

  onAdd(map: MapLibreMap): void {
    this.map = map;
    this.update(null);
  }

  onRemove(_map: MapLibreMap, gl: Gl): void {
    const r = this.gl;
    if (r) {
      gl.deleteProgram(r.program);
      gl.deleteVertexArray(r.vao);
      gl.deleteVertexArray(r.haloVao);
      gl.deleteBuffer(r.instances);
      gl.deleteBuffer(r.halo);
      gl.deleteBuffer(r.hidden);
      gl.deleteTexture(r.atlas);
    }
    this.gl = null;
    this.map = null;
  }

  /** After a batch: repacks the given slots (all of them when null) and asks for a frame. */
  update(slots: ArrayLike<number> | null): void {
    const fleet = this.fleet;
    if (fleet.capacity * INSTANCE_FLOATS > this.instances.length) {
      const instances = new Float32Array(fleet.capacity * INSTANCE_FLOATS).fill(HIDDEN);
      instances.set(this.instances);
      this.instances = instances;
      const x = new Float64Array(fleet.capacity).fill(NaN);
      x.set(this.x);
      this.x = x;
      const y = new Float64Array(fleet.capacity).fill(NaN);
      y.set(this.y);
      this.y = y;
      const hidden = new Float32Array(fleet.capacity);
      hidden.set(this.hidden);
      this.hidden = hidden;
      this.hiddenUploaded = false;
    }
    this.slots = fleet.slotCount;
    packSlots(fleet, slots ?? this.slots, { instances: this.instances, x: this.x, y: this.y });
    this.uploaded = false;
    this.map?.triggerRepaint();
  }

  setFilter(status: string | null): void {
    this.filter = status === null ? -1 : LIVE_STATUSES.indexOf(status as never) + 1;
    this.map?.triggerRepaint();
  }

  /**
   * The slots shown by a cluster instead (1), or null for none: set a few times a second at most, by
   * the clustering, which runs in its own worker.
   */
  setHidden(mask: Uint8Array | null): void {
    if (!mask && !this.hidden.some((v) => v > 0)) return;
    this.hidden.fill(0);
    if (mask) {
      const n = Math.min(mask.length, this.hidden.length);
      for (let slot = 0; slot < n; slot++) this.hidden[slot] = mask[slot]!;
    }
    this.hiddenUploaded = false;
    this.map?.triggerRepaint();
  }

  isHidden(slot: number): boolean {
    return this.hidden[slot]! > 0;
  }

  setSelected(id: number | null): void {
    this.selectedId = id;
    this.map?.triggerRepaint();
  }

  /** The id of the vehicle drawn under a point of the canvas (CSS pixels), or null. */
  vehicleAt(point: { x: number; y: number }): number | null {
    const view = this.view;
    if (!view || !this.map) return null;
    const radius = iconSize(this.map.getZoom()) * 0.5;
    const filter = this.filter;
    const status = this.fleet.status;
    const slot = hitTest(
      view,
      this.x,
      this.y,
      (s) => (filter < 0 || status[s] === filter) && !(this.hidden[s]! > 0),
      this.slots,
      point,
      radius,
    );
    return slot < 0 ? null : this.fleet.ids[slot]!;
  }

  render(gl: Gl, options: CustomRenderMethodInput): void {
    const map = this.map;
    if (!map) return;
    const r = (this.gl ??= this.setUp(gl));
    const canvas = map.getCanvas();
    const width = canvas.clientWidth || canvas.width;
    const height = canvas.clientHeight || canvas.height;
    const zoom = map.getZoom();
    const worldSize = 512 * 2 ** zoom;
    const m = options.modelViewProjectionMatrix;
    this.view = { matrix: Float64Array.from(m), worldSize, width, height };

    if (!this.uploaded) {
      gl.bindBuffer(gl.ARRAY_BUFFER, r.instances);
      gl.bufferData(
        gl.ARRAY_BUFFER,
        this.instances.subarray(0, this.slots * INSTANCE_FLOATS),
        gl.DYNAMIC_DRAW,
      );
      this.uploaded = true;
    }
    if (!this.hiddenUploaded || this.hiddenLength < this.slots) {
      this.hiddenLength = Math.min(this.hidden.length, Math.max(this.slots, 1));
      gl.bindBuffer(gl.ARRAY_BUFFER, r.hidden);
      gl.bufferData(gl.ARRAY_BUFFER, this.hidden.subarray(0, this.hiddenLength), gl.DYNAMIC_DRAW);
      this.hiddenUploaded = true;
    }

    // The view's centre in mercator, and the matrix applied around it (see the vertex shader).
    const center = map.getCenter();
    const cx = mercatorX(center.lng);
    const cy = mercatorY(center.lat);
    const { pc, ax, ay } = matrixAround(m, worldSize, cx, cy);
    const [cxh, cxl] = splitDouble(cx);
    const [cyh, cyl] = splitDouble(cy);

    gl.useProgram(r.program);
    gl.uniform4f(r.uniforms.u_center!, cxh, cyh, cxl, cyl);
    gl.uniform4fv(r.uniforms.u_pc!, pc);
    gl.uniform4fv(r.uniforms.u_ax!, ax);
    gl.uniform4fv(r.uniforms.u_ay!, ay);
    // Point sizes are in the drawing buffer's pixels.
    const ratio = canvas.width / width;
    const pointSize = (cssPx: number) => Math.min(r.maxPointSize, cssPx * ratio);
    gl.uniform1f(r.uniforms.u_bearing!, (map.getBearing() * Math.PI) / 180);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, r.atlas);
    gl.uniform1i(r.uniforms.u_atlas!, 0);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.disable(gl.CULL_FACE);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);

    const selected = this.selectedId === null ? -1 : (this.fleet.slotOf(this.selectedId) ?? -1);
    if (selected >= 0 && selected < this.slots && !Number.isNaN(this.x[selected]!)) {
      const o = selected * INSTANCE_FLOATS;
      const halo = this.instances.slice(o, o + INSTANCE_FLOATS);
      halo[4] = (map.getBearing() * Math.PI) / 180;
      halo[5] = HALO_CELL;
      gl.bindBuffer(gl.ARRAY_BUFFER, r.halo);
      gl.bufferData(gl.ARRAY_BUFFER, halo, gl.DYNAMIC_DRAW);
      gl.uniform1f(r.uniforms.u_filter!, -1);
      gl.uniform1f(r.uniforms.u_size!, pointSize(2 * haloRadius(zoom)));
      gl.bindVertexArray(r.haloVao);
      gl.drawArrays(gl.POINTS, 0, 1);
    }
    if (this.slots > 0) {
      gl.uniform1f(r.uniforms.u_filter!, this.filter);
      gl.uniform1f(r.uniforms.u_size!, pointSize(iconSize(zoom)));
      gl.bindVertexArray(r.vao);
      gl.drawArrays(gl.POINTS, 0, this.slots);
    }
    gl.bindVertexArray(null);
  }

  private setUp(gl: Gl): Resources {
    const { program, uniforms } = createProgram(gl, VERTEX, FRAGMENT, [
      'u_center',
      'u_pc',
      'u_ax',
      'u_ay',
      'u_size',
      'u_bearing',
      'u_filter',
      'u_atlas',
    ]);

    const instances = gl.createBuffer()!;
    const halo = gl.createBuffer()!;
    const hidden = gl.createBuffer()!;
    // The halo's VAO leaves a_hidden disabled: it reads 0, never hidden.
    const vaoFor = (buffer: WebGLBuffer, hiddenBuffer: WebGLBuffer | null) => {
      const vao = gl.createVertexArray()!;
      gl.bindVertexArray(vao);
      gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
      const pos = gl.getAttribLocation(program, 'a_pos');
      gl.enableVertexAttribArray(pos);
      gl.vertexAttribPointer(pos, 4, gl.FLOAT, false, INSTANCE_FLOATS * 4, 0);
      const data = gl.getAttribLocation(program, 'a_data');
      gl.enableVertexAttribArray(data);
      gl.vertexAttribPointer(data, 2, gl.FLOAT, false, INSTANCE_FLOATS * 4, 16);
      const hiddenAt = gl.getAttribLocation(program, 'a_hidden');
      if (hiddenBuffer) {
        gl.bindBuffer(gl.ARRAY_BUFFER, hiddenBuffer);
        gl.enableVertexAttribArray(hiddenAt);
        gl.vertexAttribPointer(hiddenAt, 1, gl.FLOAT, false, 4, 0);
      } else {
        gl.disableVertexAttribArray(hiddenAt);
      }
      gl.bindVertexArray(null);
      return vao;
    };
    const vao = vaoFor(instances, hidden);
    const haloVao = vaoFor(halo, null);

    const atlas = gl.createTexture()!;
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, atlas);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
    gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
    gl.texImage2D(
      gl.TEXTURE_2D,
      0,
      gl.RGBA,
      gl.RGBA,
      gl.UNSIGNED_BYTE,
      drawFleetAtlas(ATLAS_CELLS, HALO_CELL),
    );
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.generateMipmap(gl.TEXTURE_2D);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    const range = gl.getParameter(gl.ALIASED_POINT_SIZE_RANGE) as Float32Array | null;
    return {
      program,
      vao,
      haloVao,
      maxPointSize: range?.[1] ?? 64,
      instances,
      halo,
      hidden,
      atlas,
      uniforms,
    };
  }
}
