/**
 * SVG uploads (issue 9 §4): a logo or a photo in SVG is kept only when it is nothing but a drawing, and
 * what is stored is the drawing written out again from what was checked (files/svg.ts), not the upload.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { companyResponse, errorBody, uploadResponse } from '@glad/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glad-svg-'));
afterAll(() => rm(uploadsDir, { recursive: true, force: true })); // after the app's own close
const app = await useTestApp({ uploadsDir });
const owner = await createCompany(app);

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (inner: string, attrs = '') => `<svg ${SVG_NS}${attrs}>${inner}</svg>`;

function uploadLogo(data: string | Buffer) {
  const form = new FormData();
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/svg+xml' }), 'logo.svg');
  return app.inject({ method: 'POST', url: '/api/company/logo/', headers: owner.headers, payload: form });
}

async function stored(url: string) {
  const res = await app.inject({ method: 'GET', url, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml');
  return res.body;
}

describe('SVG uploads', () => {
  it('keeps a drawing, written out again without comments, doctype or editor data', async () => {
    const upload = [
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
      '<!-- Created with Inkscape -->',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
      `<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink"`,
      ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"',
      ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"',
      ' width="120" height="40" inkscape:version="1.3">',
      '<sodipodi:namedview pagecolor="#ffffff"/>',
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"/></linearGradient></defs>',
      '<style><![CDATA[.t{font:700 20px sans-serif}]]></style>',
      '<g inkscape:label="Слой"><rect width="120" height="40" fill="url(#g)"/>',
      '<use xlink:href="#g"/><text class="t" x="8" y="28">Потолки &amp; Ко</text></g>',
      '</svg>',
    ].join('\n');
    const res = await uploadLogo(upload);
    expect(res.statusCode).toBe(200);
    const body = await stored(readAs(res, uploadResponse).url);
    expect(body).toBe(
      `<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40">\n\n\n` +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"></stop></linearGradient></defs>\n' +
        '<style>.t{font:700 20px sans-serif}</style>\n' +
        '<g><rect width="120" height="40" fill="url(#g)"></rect>\n' +
        '<use xlink:href="#g"></use><text class="t" x="8" y="28">Потолки &amp; Ко</text></g>\n</svg>',
    );
  });

  it('keeps a raster picture embedded as data', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const res = await uploadLogo(svg(`<image href="${png}" width="1" height="1"/>`));
    expect(res.statusCode).toBe(200);
    expect(await stored(readAs(res, uploadResponse).url)).toContain(`<image href="${png}"`);
  });

  const active = 'SVG со скриптами или внешними ссылками не принимается';
  it.each([
    ['a script', svg('<script>alert(1)</script>'), `${active} (элемент «script»)`],
    [
      'a script in another namespace',
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
      `${active} (элемент «script»)`,
    ],
    ['foreignObject', svg('<foreignObject><p>x</p></foreignObject>'), `${active} (элемент «foreignObject»)`],
    ['an event handler', svg('<rect/>', ' onload="alert(1)"'), `${active} (обработчик событий «onload»)`],
    [
      'an event handler on a shape',
      svg('<rect onclick="alert(1)"/>'),
      `${active} (обработчик событий «onclick»)`,
    ],
    ['a link', svg('<a href="javascript:alert(1)"><rect/></a>'), `${active} (элемент «a»)`],
    [
      'an outside picture',
      svg('<image href="https://example.com/x.png"/>'),
      `${active} (ссылка «https://example.com/x.png»)`,
    ],
    [
      'an SVG inside as data',
      svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
      `${active} (ссылка «data:image/svg+xml;base64,PHN2Zy8+»)`,
    ],
    ['a use of another file', svg('<use href="other.svg#a"/>'), `${active} (ссылка «other.svg#a»)`],
    [
      'an encoded script link',
      svg('<use href="&#x6a;avascript:alert(1)"/>'),
      `${active} (ссылка «javascript:alert(1)»)`,
    ],
    [
      'an outside paint',
      svg('<rect fill="url(https://example.com/#g)"/>'),
      `${active} (внешняя ссылка url(https://example.com/#g))`,
    ],
    [
      'an outside style',
      svg('<rect style="fill:url(//example.com/a)"/>'),
      `${active} (внешняя ссылка url(//example.com/a))`,
    ],
    [
      'a style import',
      svg('<style>@import "https://example.com/a.css";</style>'),
      `${active} (стили, подключающие внешнее)`,
    ],
    [
      'an escaped style',
      svg('<style>.a{fill:\\75 rl(https://example.com)}</style>'),
      `${active} (стили, подключающие внешнее)`,
    ],
    [
      'a stylesheet instruction',
      `<?xml-stylesheet href="https://example.com/a.css"?>${svg('')}`,
      `${active} (внешняя таблица стилей)`,
    ],
    [
      'entity declarations',
      `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('&a;')}`,
      `${active} (объявления сущностей)`,
    ],
    [
      'an animation',
      svg('<rect><set attributeName="fill" to="red"/></rect>'),
      'SVG не принимается: в нём есть «set», а допустим только рисунок',
    ],
    ['broken markup', `<svg ${SVG_NS}><rect></svg>`, 'Файл SVG повреждён: его разметку не удалось прочитать'],
    ['an undeclared entity', svg('&xxe;'), 'Файл SVG повреждён: его разметку не удалось прочитать'],
    ['an svg outside the SVG namespace', '<svg><rect/></svg>', 'Файл не похож на изображение SVG'],
    [
      'text in another encoding',
      Buffer.from(`<svg ${SVG_NS}><title>\xcf\xee\xf2\xee\xeb\xee\xea</title></svg>`, 'latin1'),
      'Сохраните SVG в кодировке UTF-8',
    ],
  ])('refuses %s with 415 and a Russian message', async (_label, data, message) => {
    const before = readAs(
      await app.inject({ method: 'GET', url: '/api/company/', headers: owner.headers }),
      companyResponse,
    );
    const res = await uploadLogo(data);
    expect(res.statusCode).toBe(415);
    expect(readAs(res, errorBody)).toEqual({ res: false, message });
    const after = readAs(
      await app.inject({ method: 'GET', url: '/api/company/', headers: owner.headers }),
      companyResponse,
    );
    expect(after.company.logo).toBe(before.company.logo);
  });

  it('checks a user photo the same way', async () => {
    const form = new FormData();
    form.append('file', new Blob([svg('<script>1</script>')], { type: 'image/svg+xml' }), 'me.svg');
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${owner.owner.id}/photo/`,
      headers: owner.headers,
      payload: form,
    });
    expect(res.statusCode).toBe(415);
    expect(readAs(res, errorBody).message).toBe(`${active} (элемент «script»)`);
  });
});
