import { hasRole, type RoleClaim } from '@talentmatch/shared/roles';
import {
  IconAddressBook,
  IconBriefcase,
  IconCalendarEvent,
  IconBuildingSkyscraper,
  IconChartBar,
  IconChartLine,
  IconClipboardCheck,
  IconGauge,
  IconGift,
  IconList,
  IconListCheck,
  IconMail,
  IconMailForward,
  IconMessageCircle,
  IconMessageStar,
  IconMessages,
  IconNotes,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconSitemap,
  IconStars,
  IconTools,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconReportAnalytics,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../config/paths.ts';

export interface MenuItem {
  label: string;
  to: string;
  icon: Icon;
  /** a live count shown beside the label (the Messages unread count) */
  badge?: 'unreadMessages' | 'pendingFeedback';
}

export interface MenuGroup {
  /** shown above the group; absent for a flat menu */
  label?: string;
  items: MenuItem[];
}

export type Area = 'admin' | 'candidate' | 'employer';

const adminMenu: MenuGroup[] = [
  {
    label: 'APPLICATION',
    items: [
      { label: 'Dashboard', to: paths.admin.dashboard, icon: IconGauge },
      { label: 'Candidates', to: paths.admin.candidates, icon: IconUsers },
      { label: 'Employers', to: paths.admin.employers, icon: IconAddressBook },
      { label: 'Companies', to: paths.admin.companies, icon: IconBuildingSkyscraper },
      { label: 'Jobs', to: paths.admin.jobs, icon: IconBriefcase },
      { label: 'Messages', to: paths.admin.messages, icon: IconMessages, badge: 'unreadMessages' },
    ],
  },
  {
    label: 'MANAGEMENT',
    items: [
      { label: 'Skills', to: paths.admin.skills, icon: IconTools },
      { label: 'Experiences', to: paths.admin.experiences, icon: IconSitemap },
      { label: 'Dropdowns', to: paths.admin.dropdowns, icon: IconList },
      { label: 'Benefits', to: paths.admin.benefits, icon: IconGift },
      { label: 'Message Templates', to: paths.admin.messageTemplates, icon: IconMessageCircle },
      { label: 'Email Templates', to: paths.admin.emailTemplates, icon: IconMail },
      { label: 'Emails', to: paths.admin.emails, icon: IconMailForward },
      { label: 'Score Messages', to: paths.admin.scoreMessages, icon: IconStars },
      { label: 'Career Advice', to: paths.admin.training, icon: IconSchool },
      { label: 'Feedback', to: paths.admin.feedback, icon: IconMessageStar },
      { label: 'Surveys', to: paths.admin.surveys, icon: IconListCheck },
      { label: 'Site Configuration', to: paths.admin.siteConfiguration, icon: IconNotes },
      { label: 'Admin Users', to: paths.admin.adminUsers, icon: IconShieldLock },
    ],
  },
  {
    label: 'REPORTS',
    items: [
      { label: 'Business', to: paths.admin.reportsBusiness, icon: IconChartBar },
      { label: 'Marketing', to: paths.admin.reportsMarketing, icon: IconChartLine },
    ],
  },
  { label: 'ACCOUNT', items: [{ label: 'Settings', to: paths.admin.settings, icon: IconSettings }] },
];

const candidateMenu: MenuGroup[] = [
  {
    items: [
      { label: 'Dashboard', to: paths.candidate.dashboard, icon: IconGauge },
      { label: 'Job Postings', to: paths.candidate.jobs, icon: IconBriefcase },
      { label: 'Messages', to: paths.candidate.messages, icon: IconMessages, badge: 'unreadMessages' },
      { label: 'Profile', to: paths.candidate.profile, icon: IconUser },
      { label: 'Reports', to: paths.candidate.reports, icon: IconReportAnalytics },
      { label: 'Career Advice', to: paths.candidate.training, icon: IconSchool },
      { label: 'Settings', to: paths.candidate.settings, icon: IconSettings },
    ],
  },
];

function employerMenu(isAccountManager: boolean): MenuGroup[] {
  const items: MenuItem[] = [
    { label: 'Dashboard', to: paths.employer.dashboard, icon: IconGauge },
    { label: 'Candidates', to: paths.employer.candidates, icon: IconUsers },
    { label: 'Messages', to: paths.employer.messages, icon: IconMessages, badge: 'unreadMessages' },
    { label: 'Job Postings', to: paths.employer.jobs, icon: IconBriefcase },
    { label: 'Interviews', to: paths.employer.interviews, icon: IconCalendarEvent },
  ];
  if (isAccountManager) items.push({ label: 'Hiring Team Members', to: paths.employer.companies, icon: IconUsersGroup });
  items.push(
    { label: 'Feedback', to: paths.employer.feedback, icon: IconClipboardCheck, badge: 'pendingFeedback' },
    { label: 'Settings', to: paths.employer.settings, icon: IconSettings },
  );
  return [{ items }];
}

/** The area a user works in, by role (the same order as homePathFor). */
export function areaFor(role: RoleClaim | undefined | null): Area | null {
  if (hasRole(role, 'Administrator')) return 'admin';
  if (hasRole(role, 'Employer')) return 'employer';
  if (hasRole(role, 'Candidate')) return 'candidate';
  return null;
}

export function menuFor(role: RoleClaim | undefined | null): MenuGroup[] {
  switch (areaFor(role)) {
    case 'admin':
      return adminMenu;
    case 'employer':
      return employerMenu(hasRole(role, 'AccountManager'));
    case 'candidate':
      return candidateMenu;
    default:
      return [];
  }
}

export function settingsPathForRole(role: RoleClaim | undefined | null): string | null {
  const area = areaFor(role);
  return area ? paths[area].settings : null;
}
