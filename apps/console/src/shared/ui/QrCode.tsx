import { encode } from 'uqr';

/** The QR code of a text drawn as one SVG path, black on white whatever the theme, so any scanner reads it. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const side = data.length;
  let modules = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) modules += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg role="img" aria-label={label} width={200} height={200} viewBox={`0 0 ${side} ${side}`}>
      <rect width={side} height={side} fill="#fff" />
      <path d={modules} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}
