import {
  IconBabyCarriage,
  IconBarbell,
  IconBeach,
  IconBike,
  IconBook,
  IconBriefcase,
  IconBus,
  IconCalendar,
  IconChartLine,
  IconClock,
  IconCoffee,
  IconCoin,
  IconDental,
  IconDeviceLaptop,
  IconEye,
  IconGift,
  IconHeart,
  IconHome,
  IconLeaf,
  IconPigMoney,
  IconPlane,
  IconSchool,
  IconShieldCheck,
  IconStethoscope,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { BenefitIcon as BenefitIconName } from '@talentmatch/shared/companies';

/** Every icon the catalogue accepts (BENEFIT_ICONS), by name. */
const BENEFIT_ICON_COMPONENTS: Record<BenefitIconName, Icon> = {
  gift: IconGift,
  heart: IconHeart,
  stethoscope: IconStethoscope,
  dental: IconDental,
  eye: IconEye,
  'shield-check': IconShieldCheck,
  'pig-money': IconPigMoney,
  coin: IconCoin,
  'chart-line': IconChartLine,
  beach: IconBeach,
  plane: IconPlane,
  home: IconHome,
  clock: IconClock,
  calendar: IconCalendar,
  'baby-carriage': IconBabyCarriage,
  school: IconSchool,
  book: IconBook,
  barbell: IconBarbell,
  bike: IconBike,
  bus: IconBus,
  coffee: IconCoffee,
  'device-laptop': IconDeviceLaptop,
  users: IconUsers,
  briefcase: IconBriefcase,
  world: IconWorld,
  leaf: IconLeaf,
};

/** The benefit's icon; an unknown name (an old row) falls back to the gift. */
export function BenefitIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Component = BENEFIT_ICON_COMPONENTS[name as BenefitIconName] ?? IconGift;
  return <Component size={size} aria-hidden />;
}
