import type { DocBlock, Run } from '@glad/domain';
import { List, Paper, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { ScrollTable } from '../../../components/scroll-table';

function Runs({ runs }: { runs: Run[] }) {
  return runs.map((r, i) => {
    const lines = r.text.split('\n');
    const style = {
      fontWeight: r.bold ? 700 : undefined,
      fontStyle: r.italic ? 'italic' : undefined,
      textDecoration: r.underline ? 'underline' : undefined,
    };
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity beyond their place
      <span key={i} style={style}>
        {lines.map((line, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines likewise
          <Fragment key={j}>
            {j > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </span>
    );
  });
}

function Block({ block }: { block: DocBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <Title
          order={(block.level + 2) as 3 | 4 | 5}
          size={block.level === 1 ? 'h4' : 'h5'}
          ta={block.align}
          my="xs"
        >
          <Runs runs={block.runs} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text size="sm" ta={block.align} mb="xs">
          {block.runs.length ? <Runs runs={block.runs} /> : '\u00a0'}
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} size="sm" mb="xs" withPadding>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond their place
            <List.Item key={i}>
              <Runs runs={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'table':
      return (
        <ScrollTable label={`Таблица: ${block.header.join(', ')}`} minWidth={420}>
          <Table withTableBorder fz="xs" mb="xs">
            <Table.Thead>
              <Table.Tr>
                {block.header.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...block.rows, ...block.footer].map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a frozen table
                <Table.Tr key={i} fw={i >= block.rows.length ? 700 : undefined}>
                  {row.map((cell, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells likewise
                    <Table.Td key={j}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      );
  }
}

/** A rendered document as the PDF and DOCX will show it. */
export function DocumentPreview({ blocks, label }: { blocks: DocBlock[]; label: string }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label={label} role="document">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one render
        <Block key={i} block={block} />
      ))}
    </Paper>
  );
}
