import { SaxesParser, type SaxesTagNS } from 'saxes';

/*
 * An uploaded SVG is kept only when it is nothing but a drawing. It is parsed as the strict XML a browser
 * parses for image/svg+xml (saxes), every element and attribute is checked against what a drawing needs,
 * and the picture is written out again from what was checked: the stored file is our own UTF-8 text, so no
 * comment, doctype, encoding declaration or parser quirk of the original reaches a browser.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** The elements of a drawing: shapes, text, paint servers, filters, reuse — nothing that runs or loads. */
const DRAWING = new Set(
  [
    'svg g defs symbol use title desc style image switch',
    'path rect circle ellipse line polyline polygon text tspan textPath',
    'linearGradient radialGradient stop pattern clipPath mask marker filter',
    'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting',
    'feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR',
    'feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting',
    'feSpotLight feTile feTurbulence',
  ]
    .join(' ')
    .split(' '),
);

/** Elements that run code or load something: named in the refusal as such. */
const ACTIVE = new Set(['script', 'foreignObject', 'iframe', 'embed', 'object', 'feImage', 'a', 'handler']);

/** Never drawn: kept out of the stored copy without a refusal (editors write them into every file). */
const DROPPED_ELEMENTS = new Set(['metadata']);
/** Editors' own data (Inkscape, Sodipodi, Illustrator, RDF licences): never drawn, dropped. */
const EDITOR_NS = [
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
  'http://ns.adobe.com/',
];
const isEditorNs = (uri: string) => EDITOR_NS.some((ns) => uri.startsWith(ns));

/** `url(#id)` only: a paint, clip or filter from this same file. */
const ANY_URL = /url\s*\(/gi;
const LOCAL_URL = /^url\s*\(\s*(['"]?)#[^'"()\s]*\1\s*\)/i;
/** A picture inside the picture: raster data only. */
const RASTER_DATA = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const SCRIPT_URL = /(?:java|vb)script\s*:/i;

export type SvgCheck = { ok: true; data: Buffer } | { ok: false; message: string };

class Refusal extends Error {}

const active = (detail: string) =>
  new Refusal(`SVG со скриптами или внешними ссылками не принимается (${detail})`);

/** Every `url(…)` in a value must point inside the file. */
function checkUrls(value: string) {
  for (const match of value.matchAll(ANY_URL)) {
    const rest = value.slice(match.index);
    if (!LOCAL_URL.test(rest)) throw active(`внешняя ссылка ${rest.slice(0, 60)}`);
  }
  if (SCRIPT_URL.test(value)) throw active('ссылка на код');
}

/** CSS of a `style` attribute or element: no imports, no outside urls, no escapes that could hide them. */
function checkCss(css: string) {
  if (/@import|expression\s*\(|behavior\s*:|-moz-binding|\\/i.test(css)) {
    throw active('стили, подключающие внешнее');
  }
  checkUrls(css);
}

const escapeAttr = (v: string) =>
  v
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The attributes kept, as `name="value"` text; refuses handlers and outside references. */
function attributesOf(tag: SaxesTagNS, usesXlink: { value: boolean }): string {
  let out = '';
  for (const attr of Object.values(tag.attributes)) {
    const { uri, local, value } = attr;
    if (uri === XMLNS_NS || attr.name === 'xmlns' || isEditorNs(uri)) continue;
    let name: string;
    if (uri === '') name = local;
    else if (uri === XLINK_NS) {
      name = `xlink:${local}`;
      usesXlink.value = true;
    } else if (uri === XML_NS) {
      if (local === 'base') continue;
      name = `xml:${local}`;
    } else continue; // an attribute in another namespace means nothing to a renderer
    if (/^on/i.test(local)) throw active(`обработчик событий «${local}»`);
    if (local === 'href' || local === 'src') {
      const target = value.trim();
      const ok = target.startsWith('#') || (tag.local === 'image' && RASTER_DATA.test(target));
      if (!ok) throw active(`ссылка «${target.slice(0, 60)}»`);
    }
    if (local === 'style') checkCss(value);
    else checkUrls(value);
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

/**
 * Checks an SVG's text and writes the drawing out again. Refuses what is not well-formed XML, what has no
 * `<svg>` root in the SVG namespace, and anything but drawing elements.
 */
export function sanitizeSvg(text: string): SvgCheck {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const parts: string[] = [];
  /** depth of an element being dropped with all it holds (0 = not dropping) */
  let dropping = 0;
  let depth = 0;
  let inStyle = false;
  const usesXlink = { value: false };
  let rootAt = -1;

  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) throw active('объявления сущностей');
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() === 'xml-stylesheet') throw active('внешняя таблица стилей');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (dropping) return;
    if (depth === 1 && (tag.uri !== SVG_NS || tag.local !== 'svg')) {
      throw new Refusal('Файл не похож на изображение SVG');
    }
    if (isEditorNs(tag.uri) || (tag.uri === SVG_NS && DROPPED_ELEMENTS.has(tag.local))) {
      dropping = depth;
      return;
    }
    if (tag.uri !== SVG_NS || ACTIVE.has(tag.local)) throw active(`элемент «${tag.local}»`);
    if (!DRAWING.has(tag.local)) {
      throw new Refusal(`SVG не принимается: в нём есть «${tag.local}», а допустим только рисунок`);
    }
    if (depth === 1) rootAt = parts.length;
    parts.push(`<${tag.local}${attributesOf(tag, usesXlink)}>`);
    inStyle = tag.local === 'style';
  });
  const onText = (value: string) => {
    if (dropping || depth === 0) return;
    if (inStyle) checkCss(value);
    parts.push(escapeText(value));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    if (!dropping) parts.push(`</${tag.local}>`);
    else if (dropping === depth) dropping = 0;
    depth -= 1;
    inStyle = false;
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    return { ok: false, message: 'Файл SVG повреждён: его разметку не удалось прочитать' };
  }
  if (rootAt < 0) return { ok: false, message: 'Файл не похож на изображение SVG' };
  const namespaces = ` xmlns="${SVG_NS}"${usesXlink.value ? ` xmlns:xlink="${XLINK_NS}"` : ''}`;
  parts[rootAt] = parts[rootAt]!.replace(/^<svg/, `<svg${namespaces}`);
  return { ok: true, data: Buffer.from(parts.join(''), 'utf8') };
}
