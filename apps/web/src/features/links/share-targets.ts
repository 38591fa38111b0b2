/** Where «Отправить клиенту» can hand a link: the messengers' and the phone's own share addresses. */
export function shareTargets(url: string, title: string) {
  const text = `${title}: ${url}`;
  const enc = encodeURIComponent;
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${enc(text)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${enc(url)}&text=${enc(title)}` },
    { name: 'Почта', href: `mailto:?subject=${enc(title)}&body=${enc(text)}` },
    { name: 'SMS', href: `sms:?&body=${enc(text)}` },
  ];
}
