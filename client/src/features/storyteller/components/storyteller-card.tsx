import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The printable card for a storyteller: a QR code of their link, and its address written out. When it is on
 * screen, printing prints the card on its own (styles.css, docs/decisions/722).
 */
export function StorytellerCard({ label, url }: { label: string; url: string }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (svg) => {
        if (current) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
      () => {
        if (current) setQr(null);
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <figure
      className="storyteller-card flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-line bg-background p-5 text-center"
      aria-label={`Card for ${label}`}
    >
      <p className="font-serif text-2xl font-bold">{label}, tell Clio your stories</p>
      {qr ? (
        <img src={qr} alt={`QR code of the link for ${label}`} className="size-56 bg-white" />
      ) : (
        <p className="flex size-56 items-center justify-center text-muted">Making the QR code…</p>
      )}
      <figcaption className="flex flex-col gap-2">
        <span>Point the camera of your phone or tablet at the square, then tap the link that appears.</span>
        <span>Or type this address:</span>
        <span className="font-mono text-[0.9rem] break-all">{url}</span>
      </figcaption>
    </figure>
  );
}
