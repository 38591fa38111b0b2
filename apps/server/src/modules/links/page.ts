import type { DocBlock, Run } from '@glad/domain';
import { formatDate, formatDateTime, formatMoney } from '@glad/domain';
import type { ClientView } from './service.js';

/* The client's page `/e/{token}`: server-made HTML with no script at all; the forms post back. */

const MSK = { timeZone: 'Europe/Moscow' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f4f5f7}
main{max-width:860px;margin:0 auto;padding:16px}header{display:flex;gap:12px;align-items:center;margin-bottom:8px}
header img{max-height:56px;max-width:140px;object-fit:contain}h1{font-size:1.5rem;line-height:1.25;margin:.25em 0}
h2{font-size:1.2rem;margin:1.2em 0 .4em}h3,h4,h5{font-size:1.05rem;margin:1em 0 .3em}
.card{background:#fff;border:1px solid #d5d8dc;border-radius:8px;padding:16px;margin:12px 0}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{padding:6px 8px;border-bottom:1px solid #e2e4e7;text-align:left;vertical-align:top}td:nth-child(n+3),th:nth-child(n+3){text-align:right;white-space:nowrap}
tfoot td{font-weight:700}.total{font-size:1.25rem;font-weight:700}.muted{color:#555b62}
.sketches{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}figure{margin:0}
figure img{width:100%;height:auto;background:#fff;border:1px solid #e2e4e7;border-radius:6px}
label{display:block;font-weight:600;margin:8px 0 4px}input[type=text],textarea{width:100%;font:inherit;padding:10px;border:1px solid #868e96;border-radius:6px}
.tick{display:flex;gap:10px;align-items:flex-start;font-weight:400}.tick input{width:24px;height:24px;flex:none;margin:0}
button,.button{display:inline-block;font:inherit;font-weight:600;min-height:44px;padding:10px 18px;border-radius:6px;border:0;background:#1864ab;color:#fff;text-decoration:none;cursor:pointer;margin-top:12px}
.secondary{background:#fff;color:#1864ab;border:1px solid #1864ab}.ok{background:#ebfbee;border-color:#2b8a3e}.error{background:#fff5f5;border-color:#c92a2a}
:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}`;

function runsHtml(runs: Run[]): string {
  return runs
    .map((r) => {
      let html = esc(r.text).replace(/\n/g, '<br>');
      if (r.bold) html = `<strong>${html}</strong>`;
      if (r.italic) html = `<em>${html}</em>`;
      if (r.underline) html = `<u>${html}</u>`;
      return html;
    })
    .join('');
}

/** Blocks as HTML; the highest heading becomes h2 (the page's h1 is the title). */
export function blocksHtml(blocks: DocBlock[]): string {
  const levels = blocks.flatMap((b) => (b.type === 'heading' ? [b.level] : []));
  const shift = 2 - (levels.length ? Math.min(...levels) : 1);
  let tables = 0;
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'heading': {
          const h = Math.min(6, b.level + shift);
          return `<h${h} style="text-align:${b.align}">${runsHtml(b.runs)}</h${h}>`;
        }
        case 'paragraph':
          return `<p style="text-align:${b.align}">${b.runs.length ? runsHtml(b.runs) : '&nbsp;'}</p>`;
        case 'list': {
          const tag = b.ordered ? 'ol' : 'ul';
          return `<${tag}>${b.items.map((i) => `<li>${runsHtml(i)}</li>`).join('')}</${tag}>`;
        }
        default: {
          tables += 1;
          const row = (cells: string[], tag: 'td' | 'th') =>
            `<tr>${cells.map((c) => `<${tag}${tag === 'th' ? ' scope="col"' : ''}>${esc(c)}</${tag}>`).join('')}</tr>`;
          return `<div class="scroll" role="region" tabindex="0" aria-label="Таблица ${tables}"><table><thead>${row(b.header, 'th')}</thead><tbody>${b.rows.map((r) => row(r, 'td')).join('')}</tbody>${b.footer.length ? `<tfoot>${b.footer.map((r) => row(r, 'td')).join('')}</tfoot>` : ''}</table></div>`;
        }
      }
    })
    .join('\n');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The Russian page of a wrong, revoked or ended link: it names nothing of any company. */
export function notFoundPage(): string {
  return page(
    'Ссылка не найдена',
    `<h1>Ссылка не найдена</h1><div class="card"><p>Ссылка неверна, отозвана или срок её действия закончился.</p><p>Попросите компанию, которая её прислала, отправить новую.</p></div>`,
  );
}

/** A short page for what went wrong on our side (no details). */
export function errorPage(message: string): string {
  return page(
    'Ошибка',
    `<h1>Не получилось</h1><div class="card error" role="alert"><p>${esc(message)}</p></div>`,
  );
}

export type Flash = { kind: 'ok' | 'error'; text: string } | null;

function answerForms(view: ClientView, token: string, what: string): string {
  const { link } = view;
  if (link.acceptedAt) {
    return `<div class="card ok" role="status"><h2>Согласовано</h2><p>${esc(link.acceptedName ?? '')} согласовал(а) ${what} ${esc(formatDateTime(link.acceptedAt, MSK))}.</p></div>`;
  }
  const asked = link.comment
    ? `<p class="muted">Ваша просьба от ${esc(formatDateTime(link.commentedAt ?? link.createdAt, MSK))}: «${esc(link.comment)}»</p>`
    : '';
  return `<section class="card" aria-labelledby="accept-title"><h2 id="accept-title">Согласовать</h2>
<form method="post" action="/e/${token}/accept"><label for="name">Имя и фамилия</label><input type="text" id="name" name="name" required minlength="2" maxlength="200" autocomplete="name">
<label class="tick" for="agree"><input type="checkbox" id="agree" name="agree" required><span>Я прочитал(а) ${what} и согласен(на) с ней${what === 'документ' ? '' : ' и её суммой'}</span></label>
<button type="submit">Согласовать</button></form></section>
<section class="card" aria-labelledby="changes-title"><h2 id="changes-title">Попросить изменения</h2>${asked}
<form method="post" action="/e/${token}/changes"><label for="comment">Что изменить</label><textarea id="comment" name="comment" rows="4" required minlength="3" maxlength="2000"></textarea>
<button type="submit" class="secondary">Попросить изменения</button></form></section>`;
}

/** The client's page of a live link. */
export function linkPage(view: ClientView, token: string, flash: Flash = null): string {
  const what = view.link.documentId === null ? 'смету' : 'документ';
  const logo = view.company.hasLogo
    ? `<img src="/e/${token}/logo" alt="Логотип: ${esc(view.company.name)}">`
    : '';
  const sketches = view.sketches.length
    ? `<section class="card" aria-labelledby="sketches-title"><h2 id="sketches-title">Эскизы помещений</h2><div class="sketches">${view.sketches
        .map(
          (s) =>
            `<figure><img src="data:image/svg+xml;base64,${Buffer.from(s.svg).toString('base64')}" alt="Эскиз: ${esc(s.name)}"><figcaption>${esc(s.name)}</figcaption></figure>`,
        )
        .join('')}</div></section>`
    : '';
  const note = flash
    ? `<div class="card ${flash.kind}" role="${flash.kind === 'error' ? 'alert' : 'status'}"><p>${esc(flash.text)}</p></div>`
    : '';
  const total = view.total === null ? '' : `<p class="total">Итого: ${esc(formatMoney(view.total))}</p>`;
  const phone = view.company.phone
    ? ` · <a href="tel:${esc(view.company.phone)}">${esc(view.company.phone)}</a>`
    : '';
  return page(
    `${view.title} — ${view.company.name}`,
    `<header>${logo}<p><strong>${esc(view.company.name)}</strong>${phone}</p></header>
<h1>${esc(view.title)}</h1>${note}
<div class="card">${blocksHtml(view.blocks)}${total}
<a class="button" href="/e/${token}/pdf" download>Скачать PDF</a></div>${sketches}
${answerForms(view, token, what)}
<p class="muted">Ссылка действует до ${esc(formatDate(view.link.expiresAt, MSK))}.</p>`,
  );
}
