import { useEffect, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { CustomLayerInterface, CustomRenderMethodInput, Map as MapLibreMap } from 'maplibre-gl';
import { useMap, slotAnchorId } from '@/components/map/map-context';
import type { Track } from '@/features/tracking/track/track';
import type { Stop } from '@/features/tracking/track/stops';
import { createProgram, matrixAround } from '@/features/tracking/components/gl-program';
import {
  POINTS_TEXTURE_WIDTH,
  POINT_FLOATS,
  trackGeometry,
  type TrackGeometry,
} from '@/features/tracking/components/track-gl';

const LAYER = 'record-track';

export const TRACK_COLORS = { line: '#2563eb', start: '#16a34a', end: '#dc2626', stop: '#d97706' };

/** Premultiplied RGBA of a #rrggbb color at an opacity. */
function rgba(hex: string, alpha = 1): [number, number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [
    (((n >> 16) & 255) / 255) * alpha,
    (((n >> 8) & 255) / 255) * alpha,
    ((n & 255) / 255) * alpha,
    alpha,
  ];
}

const LINE_VERTEX = `#version 300 es
uniform highp sampler2D u_points;
uniform vec4 u_pc;
uniform vec4 u_ax;
uniform vec4 u_ay;
uniform vec2 u_half_viewport;
uniform float u_width;
const int ROW = ${POINTS_TEXTURE_WIDTH};
vec2 point(int i) {
  return texelFetch(u_points, ivec2(i % ROW, i / ROW), 0).xy;
}
void main() {
  // Six vertices per segment (two triangles); both ends come from the points texture.
  int segment = gl_VertexID / 6;
  int corner = gl_VertexID - segment * 6;
  float end = (corner == 2 || corner == 4 || corner == 5) ? 1.0 : 0.0;
  float side = (corner == 1 || corner == 3 || corner == 4) ? 1.0 : -1.0;
  vec2 pa = point(segment);
  vec2 pb = point(segment + 1);
  vec4 a = u_pc + u_ax * pa.x + u_ay * pa.y;
  vec4 b = u_pc + u_ax * pb.x + u_ay * pb.y;
  vec2 sa = a.xy / a.w * u_half_viewport;
  vec2 sb = b.xy / b.w * u_half_viewport;
  vec2 dir = sb - sa;
  float len = length(dir);
  dir = len > 0.0 ? dir / len : vec2(1.0, 0.0);
  vec2 normal = vec2(-dir.y, dir.x);
  vec4 p = end < 0.5 ? a : b;
  // Square ends half a width long: consecutive segments overlap at their joints.
  vec2 offset = (normal * side + dir * (end < 0.5 ? -1.0 : 1.0)) * u_width * 0.5;
  gl_Position = p + vec4(offset / u_half_viewport * p.w, 0.0, 0.0);
}`;

const LINE_FRAGMENT = `#version 300 es
precision mediump float;
uniform vec4 u_color;
out vec4 color;
void main() {
  color = u_color;
}`;

const POINT_VERTEX = `#version 300 es
in vec3 a_point;
uniform vec4 u_pc;
uniform vec4 u_ax;
uniform vec4 u_ay;
uniform float u_ratio;
uniform vec4 u_fill[3];
uniform float u_radius[3];
out vec4 v_fill;
out float v_radius;
out float v_size;
void main() {
  int kind = int(a_point.z + 0.5);
  v_fill = u_fill[kind];
  v_radius = u_radius[kind];
  // The circle, its 2.5 px white stroke and a pixel to smooth the edge.
  v_size = 2.0 * (v_radius + 2.5) + 2.0;
  gl_Position = u_pc + u_ax * a_point.x + u_ay * a_point.y;
  gl_PointSize = v_size * u_ratio;
}`;

const POINT_FRAGMENT = `#version 300 es
precision mediump float;
uniform float u_opacity;
in vec4 v_fill;
in float v_radius;
in float v_size;
out vec4 color;
void main() {
  float d = length(gl_PointCoord - 0.5) * v_size;
  float outer = 1.0 - smoothstep(v_radius + 2.0, v_radius + 3.0, d);
  float inner = 1.0 - smoothstep(v_radius - 0.5, v_radius + 0.5, d);
  color = mix(vec4(1.0), v_fill, inner) * outer * u_opacity;
}`;

type Resources = {
  line: ReturnType<typeof createProgram>;
  point: ReturnType<typeof createProgram>;
  lineVao: WebGLVertexArrayObject;
  pointVao: WebGLVertexArrayObject;
  pointsTexture: WebGLTexture;
  pointBuffer: WebGLBuffer;
};

/**
 * The movement record drawn by WebGL: the line (a white casing, then the blue line) as two triangles
 * per segment, built by the vertex shader from a texture of the track's points; the start, end and
 * stop markers as point sprites. The whole record is uploaded at once
 * and drawn in the next frame: a GeoJSON source would send it to MapLibre's worker to be tiled
 * first, at every zoom, and the record would be ready only once the map was idle.
 */
class TrackGlLayer implements CustomLayerInterface {
  readonly id = LAYER;
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private map: MapLibreMap | null = null;
  private gl: Resources | null = null;
  private geometry: TrackGeometry | null = null;
  private uploaded = false;
  private onDrawn: (() => void) | null = null;
  private warmed = false;

  onAdd(map: MapLibreMap): void {
    this.map = map;
  }

  onRemove(_map: MapLibreMap, gl: WebGL2RenderingContext): void {
    const r = this.gl;
    if (r) {
      gl.deleteProgram(r.line.program);
      gl.deleteProgram(r.point.program);
      gl.deleteVertexArray(r.lineVao);
      gl.deleteVertexArray(r.pointVao);
      gl.deleteTexture(r.pointsTexture);
      gl.deleteBuffer(r.pointBuffer);
    }
    this.gl = null;
    this.map = null;
    this.uploaded = false;
    this.warmed = false;
  }

  /** New data; `onDrawn` is called once a frame has drawn it. */
  setData(geometry: TrackGeometry, onDrawn: (() => void) | null): void {
    const empty = (g: TrackGeometry | null) => !g || g.pointCount === 0;
    if (empty(geometry) && empty(this.geometry)) {
      // Nothing drawn before or now (a record loading after an empty one): no frame needed.
      this.geometry = geometry;
      if (onDrawn) queueMicrotask(onDrawn);
      return;
    }
    this.geometry = geometry;
    this.uploaded = false;
    this.onDrawn = onDrawn;
    this.map?.triggerRepaint();
  }

  render(gl: WebGL2RenderingContext, options: CustomRenderMethodInput): void {
    const map = this.map;
    if (!map) return;
    const r = (this.gl ??= this.setUp(gl));
    const geometry = this.geometry;
    if (!this.warmed) {
      this.warmed = true;
      this.warm(gl, r);
    }
    if (!geometry) return;
    if (!this.uploaded) {
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, r.pointsTexture);
      const rows = geometry.line.length / 2 / POINTS_TEXTURE_WIDTH;
      gl.texImage2D(
        gl.TEXTURE_2D,
        0,
        gl.RG32F,
        POINTS_TEXTURE_WIDTH,
        rows,
        0,
        gl.RG,
        gl.FLOAT,
        geometry.line,
      );
      gl.bindBuffer(gl.ARRAY_BUFFER, r.pointBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, geometry.points, gl.STATIC_DRAW);
      this.uploaded = true;
    }
    const canvas = map.getCanvas();
    const width = canvas.clientWidth || canvas.width;
    const height = canvas.clientHeight || canvas.height;
    const worldSize = 512 * 2 ** map.getZoom();
    const { pc, ax, ay } = matrixAround(
      options.modelViewProjectionMatrix,
      worldSize,
      geometry.originX,
      geometry.originY,
    );
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.disable(gl.CULL_FACE);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);

    if (geometry.lineVertices > 0) {
      const u = r.line.uniforms;
      gl.useProgram(r.line.program);
      gl.uniform4fv(u.u_pc!, pc);
      gl.uniform4fv(u.u_ax!, ax);
      gl.uniform4fv(u.u_ay!, ay);
      gl.uniform2f(u.u_half_viewport!, width / 2, height / 2);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, r.pointsTexture);
      gl.uniform1i(u.u_points!, 0);
      gl.bindVertexArray(r.lineVao);
      gl.uniform1f(u.u_width!, 7);
      gl.uniform4fv(u.u_color!, rgba('#ffffff', 0.9));
      gl.drawArrays(gl.TRIANGLES, 0, geometry.lineVertices);
      gl.uniform1f(u.u_width!, 4);
      gl.uniform4fv(u.u_color!, rgba(TRACK_COLORS.line));
      gl.drawArrays(gl.TRIANGLES, 0, geometry.lineVertices);
    }
    if (geometry.pointCount > 0) {
      const u = r.point.uniforms;
      gl.useProgram(r.point.program);
      gl.uniform4fv(u.u_pc!, pc);
      gl.uniform4fv(u.u_ax!, ax);
      gl.uniform4fv(u.u_ay!, ay);
      gl.uniform1f(u.u_ratio!, canvas.width / width);
      gl.uniform4fv(u['u_fill[0]']!, [
        ...rgba(TRACK_COLORS.start),
        ...rgba(TRACK_COLORS.end),
        ...rgba(TRACK_COLORS.stop),
      ]);
      gl.uniform1fv(u['u_radius[0]']!, [9, 9, 7]);
      gl.uniform1f(u.u_opacity!, 1);
      gl.bindVertexArray(r.pointVao);
      gl.drawArrays(gl.POINTS, 0, geometry.pointCount);
    }
    gl.bindVertexArray(null);

    const onDrawn = this.onDrawn;
    if (onDrawn) {
      this.onDrawn = null;
      map.once('render', onDrawn);
    }
  }

  /**
   * Draws both programs once, invisibly, in the first frame: a software renderer (SwiftShader)
   * compiles a shader's code at its first draw, which would otherwise fall in the frame that first
   * draws a record.
   */
  private warm(gl: WebGL2RenderingContext, r: Resources): void {
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    const centre = [0, 0, 0, 1];
    const none = [0, 0, 0, 0];
    gl.useProgram(r.line.program);
    gl.uniform4fv(r.line.uniforms.u_pc!, centre);
    gl.uniform4fv(r.line.uniforms.u_ax!, none);
    gl.uniform4fv(r.line.uniforms.u_ay!, none);
    gl.uniform2f(r.line.uniforms.u_half_viewport!, 100, 100);
    gl.uniform1f(r.line.uniforms.u_width!, 4);
    gl.uniform4fv(r.line.uniforms.u_color!, none);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, r.pointsTexture);
    gl.uniform1i(r.line.uniforms.u_points!, 0);
    gl.bindVertexArray(r.lineVao);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    gl.useProgram(r.point.program);
    gl.uniform4fv(r.point.uniforms.u_pc!, centre);
    gl.uniform4fv(r.point.uniforms.u_ax!, none);
    gl.uniform4fv(r.point.uniforms.u_ay!, none);
    gl.uniform1f(r.point.uniforms.u_ratio!, 1);
    gl.uniform1f(r.point.uniforms.u_opacity!, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, r.pointBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(POINT_FLOATS), gl.STATIC_DRAW);
    gl.bindVertexArray(r.pointVao);
    gl.drawArrays(gl.POINTS, 0, 1);
    gl.bindVertexArray(null);
  }

  private setUp(gl: WebGL2RenderingContext): Resources {
    const line = createProgram(gl, LINE_VERTEX, LINE_FRAGMENT, [
      'u_pc',
      'u_ax',
      'u_ay',
      'u_half_viewport',
      'u_width',
      'u_color',
      'u_points',
    ]);
    const point = createProgram(gl, POINT_VERTEX, POINT_FRAGMENT, [
      'u_pc',
      'u_ax',
      'u_ay',
      'u_ratio',
      'u_fill[0]',
      'u_radius[0]',
      'u_opacity',
    ]);
    const pointsTexture = gl.createTexture()!;
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, pointsTexture);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    const emptyRow = new Float32Array(POINTS_TEXTURE_WIDTH * 2);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RG32F, POINTS_TEXTURE_WIDTH, 1, 0, gl.RG, gl.FLOAT, emptyRow);
    // The line has no vertex data: an empty vertex array, vertices numbered by gl_VertexID.
    const lineVao = gl.createVertexArray()!;
    const pointBuffer = gl.createBuffer()!;
    const pointVao = gl.createVertexArray()!;
    gl.bindVertexArray(pointVao);
    gl.bindBuffer(gl.ARRAY_BUFFER, pointBuffer);
    const position = gl.getAttribLocation(point.program, 'a_point');
    gl.enableVertexAttribArray(position);
    gl.vertexAttribPointer(position, 3, gl.FLOAT, false, POINT_FLOATS * 4, 0);
    gl.bindVertexArray(null);
    return { line, point, lineVao, pointVao, pointsTexture, pointBuffer };
  }
}

/**
 * The movement record on the map: the track line, start and end markers and the stops; fits the view to it
 * unless `fitView` is false (a map about something else, such as an itinerary's route). `onReady` is
 * called once a frame has drawn the track.
 */
export function TrackLayer({
  track,
  stops,
  onReady,
  fitView = true,
}: {
  track: Track;
  stops: readonly Stop[];
  onReady?: () => void;
  fitView?: boolean;
}) {
  const map = useMap();
  // One layer object per mounted component; added to the map by the effect.
  const [layer] = useState(() => new TrackGlLayer());
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    map.addLayer(layer, slotAnchorId('overlay'));
    return () => {
      if (!map.getStyle()) return;
      map.removeLayer(LAYER);
    };
  }, [map, layer]);

  useEffect(() => {
    const geometry = trackGeometry(track, stops);
    let alive = true;
    layer.setData(geometry, () => alive && onReadyRef.current?.());
    if (fitView && geometry.bounds) {
      const [west, south, east, north] = geometry.bounds;
      map.fitBounds(new maplibregl.LngLatBounds([west, south], [east, north]), {
        padding: 60,
        maxZoom: 16,
        duration: 0,
      });
    }
    return () => {
      alive = false;
    };
  }, [map, layer, track, stops, fitView]);

  return null;
}
