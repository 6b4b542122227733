import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame.js';
import './auth.css';

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame title={title} className="auth-card card">
      {intro && <p className="muted auth-card__intro">{intro}</p>}
      {children}
    </PageFrame>
  );
}
