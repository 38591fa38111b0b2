import { type SQL, sql } from 'drizzle-orm';

/*
 * An installer's jobs (issue 11 §2, decision 0035), one rule for the reports and the payouts: a job is a
 * live project with an installer estimate or an installation (montazh) event. Its installer is the one the
 * installer estimate names (`montazhnik` of the project's oldest live one), else the first person of its
 * first installation event not cancelled — as the estimate screen chooses. Its pay is the installer
 * estimate's total a device priced (`project_totals.installer_pay`); it is earned on the day of the
 * project's first done installation event (none yet: not earned). The job, its installer and that day are
 * kept per project in project_money by every write (lib/report-rollups.ts, decision 0040).
 */

/**
 * The jobs of the company's projects p that `projectWhere` keeps: columns project, manager, installer (user
 * id, 0 = nobody), pay (kopecks), done (YYYY-MM-DD or null). `projectWhere` speaks of `p`.
 */
export function installerJobs(companyId: number, projectWhere: SQL): SQL {
  return sql`select p.id as project, p.project_manager as manager, m.installer,
      coalesce(t.installer_pay, 0) as pay, m.done_day as done
    from projects p
    join project_money m on m.company_id = ${companyId} and m.project = p.id
    left join project_totals t on t.company_id = ${companyId} and t.project = p.id
    where ${projectWhere} and m.job`;
}
