import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const a = await PGlite.create('memory://'); console.log('create', Date.now()-t); t=Date.now();
await a.exec('create table x(id int)'); 
const b = await a.clone(); console.log('clone', Date.now()-t); t=Date.now();
const dump = await a.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size); t=Date.now();
const c = await PGlite.create({loadDataDir: dump}); console.log('load', Date.now()-t); t=Date.now();
console.log((await c.query('select count(*) from x')).rows);
const d = await PGlite.create('memory://'); console.log('create2', Date.now()-t); t=Date.now();
