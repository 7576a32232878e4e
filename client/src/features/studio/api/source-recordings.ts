import { useFilesAndInterviews } from '#client/lib/files-and-interviews.ts';

/** The person's uploaded files and interviews, read for where a draft paragraph's recording is. */
export function useSourceRecordings(enabled: boolean) {
  const { files, interviews } = useFilesAndInterviews(enabled);
  return { files: files.data ?? [], interviews: interviews.data ?? [] };
}
