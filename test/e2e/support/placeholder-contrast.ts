import type { Page } from 'playwright-core';

/**
 * axe does not measure ::placeholder text, yet WCAG's 4.5:1 applies to it. Lists every visible
 * field whose placeholder falls below that against the first opaque background behind it, as
 * 'placeholder "…": 3.97 (rgb(…) on rgb(…))'. An empty list is a pass.
 */
export function placeholderContrastProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = { r: number; g: number; b: number; a: number };
    const parse = (color: string): Rgba => {
      const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const opaqueBackground = (element: Element): Rgba => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color.a === 1) return color;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const problems: string[] = [];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (field.offsetParent === null || field.value) continue;
      const style = getComputedStyle(field, '::placeholder');
      const text = parse(style.color);
      const alpha = text.a * Number(style.opacity);
      const back = opaqueBackground(field);
      const shown = {
        r: text.r * alpha + back.r * (1 - alpha),
        g: text.g * alpha + back.g * (1 - alpha),
        b: text.b * alpha + back.b * (1 - alpha),
        a: 1,
      };
      const [light, dark] = [luminance(shown), luminance(back)].sort((x, y) => y - x);
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < 4.5)
        problems.push(
          `placeholder "${field.placeholder}": ${ratio.toFixed(2)} (${style.color} on ${getComputedStyle(field).backgroundColor})`,
        );
    }
    return problems;
  });
}
