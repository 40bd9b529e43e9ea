import type { RichText as RichTextData } from '@ecole/content';
import { SmartLink } from '@ecole/ui/SmartLink';
import { Fragment } from 'react';

/** Text with links inside it; each link followed the SmartLink way (router, page load, new tab). */
export function RichText({ text }: { text: RichTextData }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <SmartLink key={index} href={part.href}>
            {part.label}
          </SmartLink>
        ),
      )}
    </>
  );
}
