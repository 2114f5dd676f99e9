// The enrolment QR code, drawn as SVG squares from the `qr` library's matrix. The library is loaded
// only here, when the enrolment step shows, so even the back office's other pages do not carry it.
import { useEffect, useState } from 'react';

export function QrCode({ text, label }: { text: string; label: string }) {
  const [matrix, setMatrix] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qr').then(({ default: encodeQR }) => {
      if (isCurrent) setMatrix(encodeQR(text, 'raw', { ecc: 'medium', border: 2 }));
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  if (!matrix) return <div className="admin-qr" role="img" aria-label={`${label} (loading)`} />;
  const size = matrix.length;
  const path = matrix.flatMap((row, y) => row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <svg className="admin-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
