import type { ReactNode } from 'react';
import classes from './centered-column.module.css';
import { MessageBanners } from './message-banners.tsx';

/** The centred column that public forms sit in, with the banners above the card. */
export function CenteredColumn({ children, width = 460 }: { children: ReactNode; width?: number }) {
  return (
    <div className={classes.centered}>
      <div style={{ width: '100%', maxWidth: width }}>
        <MessageBanners />
        {children}
      </div>
    </div>
  );
}
