import { useId, useMemo, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceDot, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { ClipboardPaste, Plus, Trash2 } from 'lucide-react';
import { CALIBRATION_MAX_POINTS } from '@fleet/shared/schemas/sensors';
import { translateMessage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  calibrate,
  parseCalibrationText,
  rowsToPoints,
  type CalibrationIssue,
  type CalibrationRow,
  type PasteError,
} from '@/features/sensors/calibration';
import { formatNumber } from '@/features/sensors/format';

type CalibrationEditorProps = {
  id: string;
  rows: CalibrationRow[];
  onChange: (rows: CalibrationRow[]) => void;
  /** The table's problems (the client's checks and the server's field errors), by row and cell. */
  issues: readonly CalibrationIssue[];
  /** The vehicle's latest raw reading of the sensor's attribute, placed on the curve. */
  latestRaw: number | null;
  multiplier: number;
  unit: string;
};

/**
 * The calibration table: rows of raw → value, typed or pasted from a spreadsheet (tab-, semicolon- or
 * comma-separated lines, a header line ignored, Arabic-Indic digits read), with the curve it draws and the
 * latest raw reading placed on it. Pasting several lines into a cell fills the table from that row.
 */
export function CalibrationEditor({
  id,
  rows,
  onChange,
  issues,
  latestRaw,
  multiplier,
  unit,
}: CalibrationEditorProps) {
  const { t } = useTranslation('sensors');
  const [pasted, setPasted] = useState('');
  const [pasteErrors, setPasteErrors] = useState<PasteError[]>([]);
  const pasteId = useId();
  const tableIssue = issues.find((issue) => issue.index === null);
  const cellIssue = (index: number, field: 'raw' | 'value') =>
    issues.find((issue) => issue.index === index && issue.field === field);

  const set = (index: number, field: 'raw' | 'value', text: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: text } : row)));

  const applyPaste = (text: string, from: number) => {
    const parsed = parseCalibrationText(text);
    setPasteErrors(parsed.errors);
    if (parsed.errors.length > 0) return false;
    onChange([...rows.slice(0, from), ...parsed.rows].slice(0, CALIBRATION_MAX_POINTS + 1));
    return true;
  };

  /** Several lines or cells pasted into one cell fill the table from that row on. */
  const onCellPaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\n\t;]/.test(text.trim())) return;
    event.preventDefault();
    applyPaste(text, index);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="calibration-editor">
      <div className="flex flex-col gap-2">
        <label htmlFor={pasteId} className="text-sm font-semibold">
          {t('calibration.paste_label')}
        </label>
        <p id={`${pasteId}-hint`} className="text-xs text-muted-foreground">
          {t('calibration.paste_hint')}
        </p>
        <textarea
          id={pasteId}
          dir="ltr"
          rows={4}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          aria-describedby={`${pasteId}-hint${pasteErrors.length > 0 ? ` ${pasteId}-errors` : ''}`}
          aria-invalid={pasteErrors.length > 0 || undefined}
          className="w-full rounded-md border border-input bg-card px-3.5 py-2 font-mono text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive"
          data-testid="calibration-paste"
        />
        {pasteErrors.length > 0 && (
          <div id={`${pasteId}-errors`} role="alert" className="text-sm font-medium text-destructive">
            <p>{t('calibration.paste_errors')}</p>
            <ul className="list-inside list-disc" data-testid="calibration-paste-errors">
              {pasteErrors.slice(0, 5).map((error) => (
                <li key={error.line}>
                  {t('calibration.paste_error_line', { line: formatNumber(error.line, 0) })}{' '}
                  <bdi dir="ltr" className="font-mono">
                    {error.text}
                  </bdi>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={pasted.trim() === ''}
            onClick={() => {
              if (applyPaste(pasted, 0)) setPasted('');
            }}
            data-testid="calibration-apply-paste"
          >
            <ClipboardPaste aria-hidden />
            {t('calibration.apply_paste')}
          </Button>
        </div>
      </div>

      <fieldset className="flex flex-col gap-2" aria-describedby={tableIssue ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold">{t('calibration.table')}</legend>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="calibration-empty">
            {t('calibration.empty', { multiplier: formatNumber(multiplier) })}
          </p>
        ) : (
          <table className="w-full text-sm" data-testid="calibration-table">
            <thead>
              <tr className="text-xs text-muted-foreground">
                <th scope="col" className="w-10 pb-1 text-start font-semibold">
                  #
                </th>
                <th scope="col" className="pb-1 text-start font-semibold">
                  {t('calibration.raw')}
                </th>
                <th scope="col" className="pb-1 text-start font-semibold">
                  {t('calibration.value', { unit: t(`units.${unit}`, { defaultValue: unit }) })}
                </th>
                <th scope="col" className="w-12 pb-1">
                  <span className="sr-only">{t('calibration.row_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} data-testid="calibration-row">
                  <td className="py-1 align-top text-muted-foreground tabular-nums">
                    {formatNumber(index + 1, 0)}
                  </td>
                  {(['raw', 'value'] as const).map((field) => {
                    const issue = cellIssue(index, field);
                    const cellId = `${id}-${index}-${field}`;
                    return (
                      <td key={field} className="py-1 pe-2 align-top">
                        <Input
                          id={cellId}
                          dir="ltr"
                          inputMode="decimal"
                          autoComplete="off"
                          className="h-10"
                          value={row[field]}
                          aria-label={t(`calibration.${field}_of_row`, { row: formatNumber(index + 1, 0) })}
                          aria-invalid={!!issue || undefined}
                          aria-describedby={issue ? `${cellId}-error` : undefined}
                          onChange={(event) => set(index, field, event.target.value)}
                          onPaste={(event) => onCellPaste(event, index)}
                          data-testid={`calibration-${field}-${index}`}
                        />
                        {issue && (
                          <p
                            id={`${cellId}-error`}
                            className="mt-1 text-xs font-medium text-destructive"
                            data-testid={`calibration-${field}-${index}-error`}
                            data-message={issue.message}
                          >
                            {translateMessage(issue.message)}
                          </p>
                        )}
                      </td>
                    );
                  })}
                  <td className="py-1 align-top">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('calibration.remove_row', { row: formatNumber(index + 1, 0) })}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                      data-testid={`calibration-remove-${index}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {tableIssue && (
          <p
            id={`${id}-error`}
            role="alert"
            className="text-sm font-medium text-destructive"
            data-testid="calibration-error"
            data-message={tableIssue.message}
          >
            {translateMessage(tableIssue.message)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={rows.length >= CALIBRATION_MAX_POINTS}
            onClick={() => {
              onChange([...rows, { raw: '', value: '' }]);
              // The new row's first cell takes the focus once it is drawn.
              requestAnimationFrame(() => document.getElementById(`${id}-${rows.length}-raw`)?.focus());
            }}
            data-testid="calibration-add-row"
          >
            <Plus aria-hidden />
            {t('calibration.add_row')}
          </Button>
          {rows.length > 0 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange([])}
              data-testid="calibration-clear"
            >
              {t('calibration.clear')}
            </Button>
          )}
        </div>
      </fieldset>
      <CalibrationChart rows={rows} latestRaw={latestRaw} multiplier={multiplier} unit={unit} />
    </div>
  );
}

/** The curve the table draws, and where the latest raw reading falls on it. */
export function CalibrationChart({
  rows,
  latestRaw,
  multiplier,
  unit,
}: {
  rows: readonly CalibrationRow[];
  latestRaw: number | null;
  multiplier: number;
  unit: string;
}) {
  const { t } = useTranslation('sensors');
  const unitLabel = t(`units.${unit}`, { defaultValue: unit });
  const points = useMemo(() => {
    const valid = rowsToPoints(rows).filter(([raw, value]) => Number.isFinite(raw) && Number.isFinite(value));
    return valid.every((point, i) => i === 0 || point[0] > valid[i - 1]![0]) ? valid : [];
  }, [rows]);
  if (points.length < 2)
    return latestRaw === null ? null : (
      <p className="text-sm" data-testid="calibration-latest">
        {t('calibration.latest', {
          raw: formatNumber(latestRaw),
          value: formatNumber(calibrate([], multiplier, latestRaw)),
          unit: unitLabel,
        })}
      </p>
    );
  const data = points.map(([raw, value]) => ({ raw, value }));
  const latest =
    latestRaw === null ? null : { raw: latestRaw, value: calibrate(points, multiplier, latestRaw) };
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const xMin = Math.min(first[0], latest?.raw ?? first[0]);
  const xMax = Math.max(last[0], latest?.raw ?? last[0]);
  const label = t('calibration.chart_label', {
    count: points.length,
    from: formatNumber(first[0]),
    to: formatNumber(last[0]),
    min: formatNumber(Math.min(...points.map((p) => p[1]))),
    max: formatNumber(Math.max(...points.map((p) => p[1]))),
    unit: unitLabel,
  });
  return (
    <figure className="flex flex-col gap-2" data-testid="calibration-chart">
      <figcaption className="text-sm font-semibold">
        {t('calibration.chart_title', { unit: unitLabel })}
      </figcaption>
      {/* Raw grows to the right in both languages, as on the sensor's data sheet. */}
      <div role="img" aria-label={label} dir="ltr" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 12, right: 16, bottom: 16, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="raw"
              type="number"
              domain={[xMin, xMax]}
              tick={{ fontSize: 11 }}
              tickFormatter={(value: number) => formatNumber(value)}
              label={{ value: t('calibration.raw'), position: 'insideBottom', offset: -8, fontSize: 11 }}
            />
            <YAxis
              width={56}
              tick={{ fontSize: 11 }}
              tickFormatter={(value: number) => formatNumber(value)}
            />
            <Line
              dataKey="value"
              type="linear"
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
            {latest && (
              <ReferenceDot
                x={latest.raw}
                y={latest.value}
                r={7}
                fill="var(--color-card)"
                stroke="var(--color-foreground)"
                strokeWidth={3}
                data-testid="calibration-latest-dot"
              />
            )}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {latest && (
        <p className="text-sm" data-testid="calibration-latest">
          <span
            aria-hidden
            className="me-1 inline-block size-3 rounded-full border-[3px] border-foreground"
          />
          {t('calibration.latest', {
            raw: formatNumber(latest.raw),
            value: formatNumber(latest.value),
            unit: unitLabel,
          })}
        </p>
      )}
    </figure>
  );
}
