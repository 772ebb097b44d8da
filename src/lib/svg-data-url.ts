// A small SVG as a data: URL, for images the first view needs that are too small to be worth a
// request (a brand's tab icon). Only the characters a URL or an HTML attribute can't carry are
// escaped, so the text stays close to its size.

export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ');
  // Double quotes become single ones (attribute-safe); an SVG that already mixes both is escaped whole.
  const body = compact.includes("'")
    ? encodeURIComponent(compact).replaceAll("'", '%27')
    : compact.replaceAll('"', "'").replace(/[%#<>{}?&]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${body}`;
}
