// The chart library and its stylesheet, loaded by components/charts.tsx when a chart is about to be seen.
import '@mantine/charts/styles.css';

export { AreaChart, BarChart, LineChart } from '@mantine/charts';
