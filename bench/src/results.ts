import type { CommerceTarget } from './commerce-load';
import type { BenchConfig } from './config';
import type { FirstLoadJs, PageFirstLoadJs } from './first-load-js';
import type { InteractionLatency } from './interaction-latency';
import type { HeapSteps } from './js-heap';
import type { PageLighthouse } from './lighthouse-suite';
import type { MachineInfo } from './machine';
import type { BenchPage } from './pages';
import type { SqlStats } from './sql-stats';
import type { StorefrontLoad } from './storefront-load';

/** Peak resident memory of the servers, MB. */
export interface ServerMemory {
  /** Highest resident memory polled during the load tests (items 4 and 5). */
  storefrontPeakRssMb: number;
  commercePeakRssMb: number;
  /** The kernel's high-water mark over each server's whole life (VmHWM) at the end. */
  storefrontLifetimePeakMb: number;
  commerceLifetimePeakMb: number;
}

/** One line of the budget and whether this run met it (`checkBudget` in budget.ts fills it). */
export interface BudgetLine {
  /** The budget as the issue words it. */
  line: string;
  /** What this run measured, in words. */
  measured: string;
  met: boolean;
}

/** Everything one bench run measured: the content of bench/results/latest.json. */
export interface BenchResults {
  machine: MachineInfo;
  settings: BenchConfig;
  /** Wall time of each phase, seconds. */
  phaseSeconds: Record<string, number>;
  pages: BenchPage[];
  lighthouse: PageLighthouse[];
  firstLoadJs: { pages: PageFirstLoadJs[]; routes: FirstLoadJs[] };
  storefrontLoad: StorefrontLoad;
  commerceLoad: CommerceTarget[];
  interactions: InteractionLatency;
  memory: ServerMemory;
  jsHeap: HeapSteps;
  sqlStatements: SqlStats;
  budget: BudgetLine[];
}
