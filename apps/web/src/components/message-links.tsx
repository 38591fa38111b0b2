import { type PhoneLinks, phoneLinks } from '@glad/contracts';
import { Button, Group, Menu, Text } from '@mantine/core';
import { IconBrandTelegram, IconBrandWhatsapp } from '@tabler/icons-react';

/** A chat opens in the messenger's app or a new tab; the app stays where it was. */
const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface Messenger {
  name: string;
  href: string;
  Icon: typeof IconBrandWhatsapp;
}

function messengersOf(links: PhoneLinks | null): Messenger[] {
  const list: Messenger[] = [];
  if (links?.whatsapp) list.push({ name: 'WhatsApp', href: links.whatsapp, Icon: IconBrandWhatsapp });
  if (links?.telegram) list.push({ name: 'Telegram', href: links.telegram, Icon: IconBrandTelegram });
  return list;
}

export interface MessageLinksProps {
  phone: string;
  /** whose number, for the links' accessible names: «Написать в WhatsApp: Иван Петров» */
  who?: string;
}

/**
 * «Написать»: a chat in WhatsApp or Telegram with the number (wa.me, t.me). Nothing for a number typed
 * without its country, which neither messenger can find.
 */
export function MessageLinks({ phone, who }: MessageLinksProps) {
  const messengers = messengersOf(phoneLinks(phone));
  if (messengers.length === 0) return null;
  return (
    // on a narrow phone the label goes above and the two buttons stay side by side
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        Написать:
      </Text>
      <Group gap="xs" wrap="nowrap">
        {messengers.map(({ name, href, Icon }) => (
          <Button
            key={name}
            component="a"
            href={href}
            {...outside}
            variant="default"
            size="sm"
            mih={44}
            px="sm"
            leftSection={<Icon size={18} aria-hidden />}
            aria-label={who ? `Написать в ${name}: ${who}` : `Написать в ${name}`}
          >
            {name}
          </Button>
        ))}
      </Group>
    </Group>
  );
}

/** The same chats as items of a row's action menu: «Написать в WhatsApp», «Написать в Telegram». */
export function MessageMenuItems({ phone }: { phone: string }) {
  return messengersOf(phoneLinks(phone)).map(({ name, href, Icon }) => (
    <Menu.Item key={name} component="a" href={href} {...outside} leftSection={<Icon size={16} aria-hidden />}>
      Написать в {name}
    </Menu.Item>
  ));
}
