import { readFileSync, writeFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import * as C from '@glad/contracts';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { it } from 'vitest';
import { z } from 'zod';

it('gen', async () => {
  const doc = JSON.parse(readFileSync('/tmp/wtf/doc.json', 'utf8'));
  const cands: [string, z.ZodType][] = [];
  const isSchema = (v: unknown): v is z.ZodType => v instanceof z.ZodType;
  for (const [k, v] of Object.entries(C)) if (isSchema(v)) cands.push([k, v]);
  const gens = ['recordAnswer', 'pageAnswer', 'listAnswer', 'restSyncAnswer'] as const;
  for (const [k, v] of Object.entries(C)) {
    if (!isSchema(v)) continue;
    for (const g of gens) {
      try { cands.push([`${g}(${k})`, (C[g] as (x: z.ZodType) => z.ZodType)(v)]); } catch {}
    }
    try { cands.push([`z.union([restSyncAnswer(${k}), recordAnswer(${k})])`, z.union([C.restSyncAnswer(v), C.recordAnswer(v)])]); } catch {}
  }
  const mini = Fastify();
  mini.setValidatorCompiler(validatorCompiler);
  mini.setSerializerCompiler(serializerCompiler);
  await mini.register(swagger, { openapi: { info: { title: 'x', version: '1' } }, transform: jsonSchemaTransform });
  cands.forEach(([, s], i) => {
    mini.get(`/c${i}`, { schema: { response: { 200: s } } }, async () => ({}));
  });
  await mini.ready();
  const md = mini.swagger() as any;
  const byJson = new Map<string, string[]>();
  cands.forEach(([name], i) => {
    const j = JSON.stringify(md.paths[`/c${i}`]?.get?.responses?.['200']);
    if (!byJson.has(j)) byJson.set(j, []);
    byJson.get(j)!.push(name);
  });
  const out: string[] = [];
  for (const [p, ops] of Object.entries<any>(doc.paths)) for (const [m, op] of Object.entries<any>(ops)) {
    const r = op.responses?.['200'];
    const params = (op.parameters ?? []).filter((x: any) => x.in === 'path').map((x: any) => `${x.name}:${x.schema?.type}`);
    if (!r) { out.push(`${m.toUpperCase()} ${p} | NO200 | ${params}`); continue; }
    const names = byJson.get(JSON.stringify(r)) ?? ['??'];
    out.push(`${m.toUpperCase()} ${p} | ${names.join(' ; ')} | ${params}`);
  }
  writeFileSync('/tmp/wtf/match.txt', out.join('\n'));
});
