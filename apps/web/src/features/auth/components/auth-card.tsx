import type * as React from 'react';

import { LogoMark } from '@/components/layout/logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md gap-5">
        <CardHeader className="justify-items-center gap-2 text-center">
          <LogoMark className="mb-1 size-10" />
          <h1 className="text-2xl font-semibold">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
