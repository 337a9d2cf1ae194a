import { PRODUCT_NAME } from '@/components/layout/logo';

interface Section {
  title: string;
  paragraphs: string[];
}

/** Plain-language terms for an AI-assisted planning tool; the operator adapts them to their jurisdiction. */
const SECTIONS: Section[] = [
  {
    title: '1. About this agreement',
    paragraphs: [
      `This Service Agreement ("Agreement") governs your use of ${PRODUCT_NAME} (the "Service"), a workspace that guides you through planning a business in six stages: idea, target audience, unique value proposition, business model, budgeting and go-to-market. By creating an account or using the Service you accept this Agreement. If you use the Service on behalf of a company, you confirm that you may bind that company to it.`,
    ],
  },
  {
    title: '2. Your account',
    paragraphs: [
      'You must give accurate information when you register and keep your password confidential. You are responsible for everything done with your account. Tell us promptly if you believe someone else has used it.',
      'We may suspend or disable an account that breaks this Agreement, endangers the Service or other users, or is required to be disabled by law. A disabled account is signed out of every session.',
    ],
  },
  {
    title: '3. AI-generated suggestions',
    paragraphs: [
      'The Service drafts text and tables (for example business ideas, target personas, revenue streams, budgets and launch plans) with automated tools, which may include third-party language models or an offline drafting engine. Drafts are produced from what you enter and may be incomplete, inaccurate or unsuitable for your situation.',
      'All content is intended for planning purposes only. It represents preliminary suggestions; every element is subject to your review, refinement and approval. It is not legal, financial, tax, investment or other professional advice. Check figures and claims independently and consult a qualified adviser before making decisions that rely on them.',
    ],
  },
  {
    title: '4. Your content',
    paragraphs: [
      'You keep all rights in the information you enter and in the plans you build ("Your Content"). You grant us a limited licence to store, process and display Your Content, and to send it to the AI providers configured for the Service, only to operate the Service for you.',
      'Do not enter information you are not allowed to share, such as third parties’ confidential data or personal data you have no lawful basis to process. You are responsible for Your Content and for how you use the drafts.',
    ],
  },
  {
    title: '5. Acceptable use',
    paragraphs: [
      'Do not use the Service to break the law, infringe others’ rights, generate deceptive or harmful material, probe or disrupt the Service, get around usage limits, or access accounts or boards that are not yours.',
    ],
  },
  {
    title: '6. Companies, invitations and board quotas',
    paragraphs: [
      'A company account has a quota of boards. Company administrators may invite people and assign them boards from that quota, and can see the boards assigned through the company, including their titles and progress. If you use a board assigned by a company, its administrators may see that board.',
    ],
  },
  {
    title: '7. Privacy and security',
    paragraphs: [
      'We process account data (name, email address) and Your Content to provide the Service, keep it secure and meet legal obligations. We protect passwords with strong one-way hashing, keep sign-in tokens short-lived and use secure, HTTP-only cookies for sessions. We do not sell personal data.',
    ],
  },
  {
    title: '8. Availability and changes',
    paragraphs: [
      'We aim to keep the Service available but do not guarantee uninterrupted or error-free operation. We may change, add or remove features. Keep your own copies of plans that matter to you.',
    ],
  },
  {
    title: '9. Disclaimer and limitation of liability',
    paragraphs: [
      'The Service is provided "as is". To the extent the law allows, we disclaim all implied warranties, including fitness for a particular purpose, and we are not liable for indirect or consequential losses, lost profits, or decisions taken on the basis of AI-generated suggestions. Nothing in this Agreement limits liability that cannot be limited by law.',
    ],
  },
  {
    title: '10. Ending this agreement',
    paragraphs: [
      'You may stop using the Service at any time and ask us to delete your account. We may end this Agreement or suspend the Service for you if you seriously or repeatedly break it. Sections 3, 4 and 9 survive the end of this Agreement.',
    ],
  },
  {
    title: '11. Changes to this agreement',
    paragraphs: [
      'We may update this Agreement. We will give notice of material changes in the Service before they take effect; continuing to use the Service afterwards means you accept the updated Agreement.',
    ],
  },
];

export default function ServiceAgreementRoute() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 border-b pb-6">
        <p className="text-sm font-medium text-primary">{PRODUCT_NAME}</p>
        <h1 className="mt-1 text-3xl font-semibold">Service Agreement</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Please read these terms before using the Service.
        </p>
      </header>
      <div className="grid gap-8">
        {SECTIONS.map((section) => (
          <section key={section.title} className="grid gap-3">
            <h2 className="text-lg font-semibold">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="leading-relaxed text-foreground/85">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
