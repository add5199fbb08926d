// pdfkit (0.20) also takes a font fontkit has already read, which its published types leave out.
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
