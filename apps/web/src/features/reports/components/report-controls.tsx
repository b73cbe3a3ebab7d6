import { Button, Group, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import type { ReportGrouping } from '@talentmatch/shared/reports';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { GROUPINGS, PRESETS, type Preset } from './report-range.ts';

export interface ReportControlsProps {
  preset: Preset;
  from: string;
  to: string;
  groupBy: ReportGrouping;
  problem: string | null;
  timeZone: string | undefined;
  onChange(next: { preset?: Preset; from?: string; to?: string; groupBy?: ReportGrouping }): void;
  onDownload(): void;
  downloading: boolean;
  extra?: ReactNode;
}

/** Date range (presets or custom dates), grouping, and the CSV download of the table on screen. */
export function ReportControls(props: ReportControlsProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Date range"
        data={PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        value={props.preset}
        onChange={(value) => value && props.onChange({ preset: value as Preset })}
        allowDeselect={false}
        w={180}
      />
      {props.preset === 'custom' ? (
        <>
          <TextInput
            type="date"
            label="From"
            value={props.from}
            onChange={(e) => props.onChange({ from: e.currentTarget.value })}
            w={160}
          />
          <TextInput
            type="date"
            label="To"
            value={props.to}
            onChange={(e) => props.onChange({ to: e.currentTarget.value })}
            error={props.problem}
            w={160}
          />
        </>
      ) : null}
      <div>
        <Text size="sm" fw={500} mb={4} id="report-grouping-label">
          Group by
        </Text>
        <SegmentedControl
          aria-labelledby="report-grouping-label"
          data={GROUPINGS}
          value={props.groupBy}
          onChange={(value) => props.onChange({ groupBy: value as ReportGrouping })}
        />
      </div>
      {props.extra}
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        onClick={props.onDownload}
        loading={props.downloading}
        disabled={Boolean(props.problem)}
        ml={{ sm: 'auto' }}
      >
        Download CSV
      </Button>
      {props.timeZone ? (
        <Text size="xs" c="dimmed" w="100%">
          {props.from} to {props.to}, days in the {props.timeZone} time zone; weeks start on Monday.
        </Text>
      ) : null}
    </Group>
  );
}
