import { type EstimateDocument, formatMoney } from '@glad/domain';
import { Box, Group, Image, SimpleGrid, Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { useAuthedImage } from '../../../lib/authed-image';
import {
  blockSubtotalLabel,
  cellText,
  columnsOf,
  emptyEstimateText,
  headerLines,
  PROJECT_BLOCK_NOTE,
  roomLine,
  roomNotes,
  totalLines,
  UNMEASURED_NOTE,
  UNMEASURED_TITLE,
  unmeasuredLines,
} from '../model/document-text';
import classes from './estimate-sheet.module.css';

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Logo({ url, name }: { url: string; name: string }) {
  const { src } = useAuthedImage(url);
  return src ? <Image src={src} alt={`Логотип: ${name || 'компания'}`} className={classes.logo} /> : null;
}

export interface EstimateSheetProps {
  doc: EstimateDocument;
  /** The level of the document's title (the page has its own h1). */
  headingLevel?: 2 | 3;
  /** Distinguishes the ids of two copies on one page (the screen and the print copy). */
  idPrefix?: string;
}

/**
 * The estimate as a sheet: header, rooms with sketches and rows, totals, custom text and signatures. Renders
 * the document model only — the settings have already decided what is shown — so the screen, the print view
 * and the settings preview are the same sheet.
 */
export function EstimateSheet({ doc, headingLevel = 2, idPrefix = 'estimate' }: EstimateSheetProps) {
  const { header, layout } = doc;
  const columns = columnsOf(doc);
  const blockOrder = (headingLevel + 1) as TitleOrder;
  const titleId = `${idPrefix}-title`;
  const company = header.company && (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={700} fz="1.1em">
        {header.company.name}
      </Text>
      {header.company.details.map((line) => (
        <Text key={line} fz="0.9em" className={classes.dimmed}>
          {line}
        </Text>
      ))}
    </Stack>
  );
  const logo = header.logo && <Logo url={header.logo.url} name={header.company?.name ?? ''} />;
  return (
    <Box
      component="article"
      className={classes.sheet}
      data-compact={layout.compact || undefined}
      aria-labelledby={titleId}
      lang="ru"
    >
      <Stack gap={layout.compact ? 'xs' : 'md'}>
        {(company || logo) && (
          <Group
            justify={header.logo?.position === 'right' ? 'space-between' : 'flex-start'}
            align="flex-start"
            gap="md"
            wrap="wrap"
          >
            {header.logo?.position === 'right' ? (
              <>
                {company}
                {logo}
              </>
            ) : (
              <>
                {logo}
                {company}
              </>
            )}
          </Group>
        )}
        <Stack gap={2}>
          <Title order={headingLevel} id={titleId} fz={layout.compact ? '1.3em' : '1.6em'}>
            {doc.title}
          </Title>
          {headerLines(doc).map(({ label, value }) => (
            <Text key={label} fz="inherit">
              <Text span fw={600} fz="inherit">
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ))}
        </Stack>
        {doc.blocks.length === 0 && <Text className={classes.dimmed}>{emptyEstimateText(doc)}</Text>}
        {doc.blocks.map((block, b) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the document is rebuilt whole; a block is its place in it
          <Stack key={b} gap={4} component="section" aria-label={block.title}>
            <div className={classes.blockHead}>
              <Title order={blockOrder} fz={layout.compact ? '1.05em' : '1.2em'}>
                {block.title}
              </Title>
              {block.project && (
                <Text fz="0.9em" className={classes.dimmed}>
                  {PROJECT_BLOCK_NOTE}
                </Text>
              )}
              {block.rooms.map((room, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rooms may share a name; their order is fixed
                <Stack key={r} gap={2} mt={2}>
                  <Text fz="0.9em" className={classes.dimmed}>
                    {layout.byRoom ? roomLine(room) : `${room.name}: ${roomLine(room)}`}
                  </Text>
                  {room.sketchSvg && (
                    <Image
                      src={svgSrc(room.sketchSvg)}
                      alt={`Чертёж: ${room.name}`}
                      className={classes.sketch}
                    />
                  )}
                  {roomNotes(room).map((line) => (
                    <Text key={line} fz="0.9em">
                      {line}
                    </Text>
                  ))}
                </Stack>
              ))}
            </div>
            {/* a narrow phone scrolls the table, not the page; the keyboard can reach and scroll it too */}
            <Box
              component="section"
              className={classes.tableWrap}
              tabIndex={0}
              aria-label={`Таблица: ${block.title}`}
            >
              <Table className={classes.table} fz="inherit" aria-label={`Строки: ${block.title}`}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.key} className={c.numeric ? classes.num : undefined} scope="col">
                        {c.title}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {block.rows.map((row, i) => (
                    <Table.Tr key={row.key}>
                      {columns.map((c) => (
                        <Table.Td key={c.key} className={c.numeric ? classes.num : undefined}>
                          {cellText(c.key, row, i, doc)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                  {block.rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={columns.length} className={classes.dimmed}>
                        Нет строк
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </Box>
            <Text ta="right" fz="inherit">
              {blockSubtotalLabel(block, doc)}:{' '}
              <Text span fw={700} fz="inherit">
                {formatMoney(block.subtotal)}
              </Text>
            </Text>
          </Stack>
        ))}
        {doc.unmeasured.length > 0 && (
          <Stack gap={2} component="section" aria-labelledby={`${idPrefix}-unmeasured`}>
            <Title order={blockOrder} id={`${idPrefix}-unmeasured`} fz={layout.compact ? '1.05em' : '1.2em'}>
              {UNMEASURED_TITLE}
            </Title>
            <Text fz="0.9em" className={classes.dimmed}>
              {UNMEASURED_NOTE}
            </Text>
            <ul className={classes.unmeasured}>
              {unmeasuredLines(doc).map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rooms may share a name; their order is fixed
                <li key={i}>{line}</li>
              ))}
            </ul>
          </Stack>
        )}
        <Stack gap={2} align="flex-end" data-testid="estimate-totals">
          {totalLines(doc).map((line) => (
            <Group key={line.label} gap="sm" justify="flex-end" wrap="wrap">
              <Text fw={line.strong ? 700 : 400} fz={line.strong ? '1.15em' : 'inherit'}>
                {line.label}:
              </Text>
              <Text
                fw={line.strong ? 700 : 400}
                fz={line.strong ? '1.15em' : 'inherit'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {line.value}
              </Text>
            </Group>
          ))}
        </Stack>
        {doc.customText && (
          <Text fz="inherit" className={classes.custom}>
            {doc.customText}
          </Text>
        )}
        {doc.signatures.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: doc.signatures.length }} spacing="xl" mt="sm">
            {doc.signatures.map((s) => (
              <Stack key={s.role} gap={2}>
                <Text fw={600} fz="inherit">
                  {s.role}
                </Text>
                <div className={classes.signLine} />
                <Text fz="0.8em" className={classes.dimmed}>
                  {s.name ?? '(подпись, Ф. И. О.)'}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Box>
  );
}

/** The print copy: the same sheet right under <body>, the only thing that prints (A4). */
export { classes as sheetClasses };
