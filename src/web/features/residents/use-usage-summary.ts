// The summary's figures (GET /api/resident-usage): the loader's week at first, then fetched again when
// the period, the location or the residents' saved lines change. A slower, older answer never replaces
// a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResidentUsageResponse } from '../../../shared/schemas/residents.ts';
import type { UsagePeriodDays } from '../../../shared/resident-usage.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { usageDaysFrom } from './resident-params.ts';
import { residentsApi } from './residents-api.ts';

export function useUsageSummary(initial: ResidentUsageResponse, location: string, version: number) {
  const [days, setDays] = useState<UsagePeriodDays>(usageDaysFrom(initial.days));
  const [summary, setSummary] = useState(initial);
  const [isLoading, setIsLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const latest = useRef(0);
  const isFirst = useRef(true);

  const reload = useCallback(async (): Promise<void> => {
    const request = ++latest.current;
    setIsLoading(true);
    try {
      const answer = await residentsApi(createBrowserApiClient()).usage({ days, location });
      if (request !== latest.current) return;
      setSummary(answer);
      setFailure('');
    } catch (error) {
      if (request !== latest.current) return;
      console.error('resident tracker: could not load the usage summary', error);
      setFailure('The summary could not be loaded. Please try again.');
    } finally {
      if (request === latest.current) setIsLoading(false);
    }
  }, [days, location]);

  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    void reload();
  }, [reload, version, initial]);

  return { days, setDays, summary, isLoading, failure, reload };
}
