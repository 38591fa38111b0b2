import { type SQL, sql } from 'drizzle-orm';

/*
 * An installer's jobs (issue 11 §2, decision 0035), one rule for the reports and the payouts: a job is a
 * live project with an installer estimate or an installation (montazh) event. Its installer is the one the
 * installer estimate names (`montazhnik` of the project's oldest live one), else the first person of its
 * first installation event not cancelled — as the estimate screen chooses. Its pay is the installer
 * estimate's total a device priced (`project_totals.installer_pay`); it is earned on the day of the
 * project's first done installation event (none yet: not earned).
 */

/**
 * The jobs of the company's projects p that `projectWhere` keeps: columns project, manager, installer (user
 * id, 0 = nobody), pay (kopecks), done (YYYY-MM-DD or null). `projectWhere` speaks of `p`.
 */
export function installerJobs(companyId: number, projectWhere: SQL): SQL {
  return sql`select p.id as project, p.project_manager as manager,
      coalesce(nullif(mz.installer, 0), fe.installer, 0)::int as installer,
      coalesce(t.installer_pay, 0) as pay, dn.day as done
    from projects p
    left join (select distinct on (m.projectid) m.projectid,
          case when m.data->>'montazhnik' ~ '^[1-9][0-9]{0,8}$' then (m.data->>'montazhnik')::int else 0 end
            as installer
        from smetymontazh m where m.company_id = ${companyId} and m.deleted_at is null
        order by m.projectid, m.id) mz on mz.projectid = p.id
    left join (select distinct on (e.project) e.project, e.assignees[1] as installer
        from events e where e.company_id = ${companyId} and e.deleted_at is null and e.kind = 'montazh'
          and e.status <> 'cancelled' and cardinality(e.assignees) > 0
        order by e.project, e.date, e.time, e.id) fe on fe.project = p.id
    left join (select e.project, min(e.date) as day
        from events e where e.company_id = ${companyId} and e.deleted_at is null and e.kind = 'montazh'
          and e.status = 'done'
        group by 1) dn on dn.project = p.id
    left join project_totals t on t.company_id = ${companyId} and t.project = p.id
    where ${projectWhere} and (mz.projectid is not null or fe.project is not null)`;
}
