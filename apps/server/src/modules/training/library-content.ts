import type { QuizQuestionAdmin, TrainingCategory, TrainingTopic } from '@talentmatch/shared/training';

/** One item of the starter library: reference content present on every database, written for TalentMatch. */
export interface LibraryItem {
  key: string;
  title: string;
  summary: string;
  category: TrainingCategory;
  topic: TrainingTopic;
  minutes: number;
  body: string;
  quiz: QuizQuestionAdmin[];
}

export const STARTER_LIBRARY: LibraryItem[] = [
  {
    key: 'resume-six-seconds',
    title: 'Write a resume that gets read in six seconds',
    summary: 'Recruiters skim before they read. Put the right facts where the eye lands first and keep the rest easy to scan.',
    category: 'Resume',
    topic: 'profile',
    minutes: 5,
    body: `## Why the first glance decides

A recruiter who opens your resume on TalentMatch usually has a list of thirty or forty others waiting. The first pass is a skim: your current title, your last two employers, the dates, and whether the skills named in the job appear anywhere on the page. If those facts are hard to find, the resume goes to the "maybe later" pile, and later rarely comes.

## Put the answer at the top

Start with a two-line profile that says what you do and for whom: "Data engineer, six years building batch and streaming pipelines for retail and logistics companies." It should read like the answer to "so, what do you do?" and it should match the headline on your TalentMatch profile, so the two tell the same story.

Under it, list your most recent position first. For each one give the title, the employer, the city and the dates on one line, then three to five bullet points. A reader should be able to cover the bullets with a hand and still know where you worked and for how long.

## Make it easy to scan

- Use one clear font and one size for body text. Headings may be bold; nothing else needs to be.
- Keep margins generous. White space is what lets the eye jump from heading to heading.
- Stay on one page for up to about eight years of experience, two pages after that. Nobody reads page three.
- Save as PDF unless the job asks for Word. A PDF looks the same on every screen.

## Use the words of the job

Our matching and the people reading both look for the skills a job names. If the posting says "stakeholder management" and your resume says "worked with business teams", you describe the same thing in words nobody is searching for. Keep your wording honest, but prefer the common name of a skill to a private one.

## Check before you upload

Read it aloud once. Then ask yourself three questions: Is my current title visible in two seconds? Can someone count my years of experience without a calculator? Does every bullet say what changed because I was there? When the answer to all three is yes, upload the file on your profile page. A resume on your profile earns points in your score and lets employers who find you in a search read it at once.`,
    quiz: [
      {
        question: 'What should the first two lines of your resume do?',
        options: [
          'List every tool you have ever used',
          'Say what you do and for whom, matching your profile headline',
          'Give your full postal address',
        ],
        correctIndex: 1,
      },
      {
        question: 'How long should a resume be with five years of experience?',
        options: ['One page', 'Three pages', 'As long as it takes to list everything'],
        correctIndex: 0,
      },
      {
        question: 'Which wording helps a reader and a search find your skill?',
        options: ['A private name only your team used', 'The common name the job posting uses', 'An abbreviation without explanation'],
        correctIndex: 1,
      },
    ],
  },
  {
    key: 'resume-achievements',
    title: 'Turn duties into achievements',
    summary: 'Replace "responsible for" with what changed because you were there. A simple formula and examples for every kind of job.',
    category: 'Resume',
    topic: 'experience',
    minutes: 6,
    body: `## Duties describe the job, achievements describe you

"Responsible for customer support tickets" tells a reader what the job was. Anyone in that chair had the same duty. "Cut the average first reply time from nine hours to two by introducing a shared triage rota" tells them what you did with it. Employers hire the second person.

## A formula that works

Write each bullet as **action + object + result**, and add a number when you honestly have one:

- Action: a strong verb in the past tense (built, reduced, negotiated, trained, launched).
- Object: what you worked on (the onboarding process, a reporting dashboard, a supplier contract).
- Result: what was better afterwards (faster, cheaper, fewer errors, more customers, happier team).

"Rebuilt the month-end reporting in SQL, so finance closed the books three days earlier" follows the formula in one sentence.

## No numbers? Use other evidence

Not every job keeps metrics. You can still show a result:

- **Scope**: "Ran the front desk of a 120-room hotel on night shifts, alone."
- **Recognition**: "Chosen by the area manager to train every new starter in the region."
- **Before and after**: "Replaced a paper stock list with a shared spreadsheet the whole shop used."
- **Frequency**: "Prepared the weekly board pack for two years without a missed deadline."

## Examples from different fields

- Retail: "Reorganised the stockroom by sales speed, which halved the time to restock the floor."
- Teaching: "Introduced weekly low-stakes quizzes; the class pass rate rose from 68% to 85%."
- Software: "Added automated tests to the payment module, ending a run of monthly production incidents."
- Logistics: "Renegotiated two carrier contracts, saving about 40,000 a year."

## Where to use them on TalentMatch

Your resume is one place, but your job experiences on TalentMatch are another. The score rewards positions with a real description, and employers who open your profile read those descriptions first. Take your three best achievements per position and paste them into the description of that job experience. Keep each one to a line or two.

## A last check

Read each bullet and ask "so what?". If the answer is not already in the sentence, add it. If you cannot find an answer at all, the bullet is probably a duty, and you can drop it to make room for a stronger one.`,
    quiz: [],
  },
  {
    key: 'profile-headline-summary',
    title: 'A headline and summary that employers search for',
    summary: 'Your headline is the first line employers see in search results. Write it and your summary so the right people find you.',
    category: 'Profile',
    topic: 'profile',
    minutes: 5,
    body: `## The headline is your shop window

When an employer searches for candidates on TalentMatch, each result shows your name, your headline and your score. The headline weighs most in our full-text search, so the words in it decide whether you appear at all for a search like "payroll specialist" or "React developer".

A good headline names your role and your strongest angle in a few words:

- "Payroll specialist for multi-country teams"
- "Front-end developer, React and accessibility"
- "Warehouse supervisor, cold chain and food safety"

Avoid slogans ("passionate problem solver") and vague titles ("professional"). They describe nobody, and nobody searches for them.

## The summary: three short paragraphs

Your summary should be at least a hundred characters to count in your score, and it rarely needs more than a few hundred words. A simple structure:

1. **Who you are professionally**: your role, your years of experience, the kind of organisations you have worked for.
2. **What you are good at**: two or three strengths with a short piece of evidence each.
3. **What you are looking for**: the kind of role, team or industry you want next, and whether you are open to remote work or relocation.

Write in the first person ("I build…"), in plain sentences. Employers read dozens of summaries; a clear one stands out.

## Use the words people search for

Read three job postings you would love to get. Note the skills and titles they have in common. If they describe you honestly, use those words in your headline and summary. A summary that says "I maintain Kubernetes clusters" is found by "Kubernetes"; one that says "I look after our container platform" is not.

## Keep it current

Update your headline when you change roles or add a major skill. Update your summary when what you are looking for changes. Every change to your profile recomputes your score at once, and the dashboard shows what would raise it most.

## A quick self-test

Cover your name and photo and read your headline and summary as a stranger would. Could that stranger say in one sentence what you do and what you want next? If so, you are ready to be found.`,
    quiz: [
      {
        question: 'Which headline helps employers find you?',
        options: ['Passionate problem solver', 'Payroll specialist for multi-country teams', 'Professional'],
        correctIndex: 1,
      },
      {
        question: 'What should the last part of your summary say?',
        options: ['Your salary history', 'What kind of role you are looking for next', 'A list of your hobbies'],
        correctIndex: 1,
      },
    ],
  },
  {
    key: 'profile-small-things',
    title: 'Photo, location and contact details: the small things that count',
    summary: 'Five minutes of housekeeping on your profile can add a fifth of your score and make employers trust what they read.',
    category: 'Profile',
    topic: 'profile',
    minutes: 4,
    body: `## Why the details matter

Employers filter. Before anyone reads your summary, they may have narrowed the search to a city, a country or candidates who can be reached quickly. A profile without a location or a phone number silently drops out of those searches. On TalentMatch the same details are also a fifth of your score: contact, summary, location, photo and resume each add points to profile completeness.

## A photo that helps

A photo is optional in many countries and you should follow your own judgement, but a good one makes a profile feel real. If you add one:

- Use a recent picture where your face fills about half the frame.
- Choose plain, even light; a window to the side works better than a ceiling lamp above.
- Dress as you would for an interview in your field.
- Crop out other people, pets and holiday backgrounds.

PNG and JPEG files are accepted. The photo is shown only to employers who can see your profile.

## Location: be precise enough

Give your city and country. Employers hiring for on-site or hybrid roles search by place, and remote roles often still need a country for contracts and tax. If you are willing to relocate, say so in the profile setting for it rather than leaving the location empty.

## Contact details that work

Add a phone number in your account settings with the country code, for example +44 20 7946 0000. Use an email address you check daily and that reads professionally. Employers usually write through TalentMatch messages first, and you get an email when they do, so make sure those emails do not land in a folder you never open.

## Your visibility setting

Your profile can be visible to all employers, or hidden while you are not looking. When you are actively searching, make sure it is visible; a hidden profile does not appear in any search, however complete it is.

## Five-minute checklist

1. Phone number in settings, with country code.
2. City and country on your profile.
3. A recent, simple photo.
4. A resume uploaded as PDF, DOC or DOCX.
5. Visibility set to what you want right now.

Tick these off and your profile completeness is done; the dashboard will show the new score straight away.`,
    quiz: [],
  },
  {
    key: 'skills-rate-honestly',
    title: 'Choosing and rating your skills honestly',
    summary: 'Which skills to list, how to rate them from 1 to 5, and why ten strong skills beat thirty weak ones.',
    category: 'Skills',
    topic: 'skills',
    minutes: 5,
    body: `## Skills are how employers find you

Every job on TalentMatch lists the skills it needs, and our matching compares them with yours. A skill missing from your profile is a match you cannot get, however good you are at it. Skills are also a quarter of your score: your best ten count, by number and by level.

## Which skills to list

Start from your work, not from a list of buzzwords. Go through your last two positions and write down what you used every week: tools, methods, languages, certifications, domain knowledge. Then compare with three job postings you want. Keep the skills that appear in both lists first.

Prefer the catalogue's name for a skill. When you type, TalentMatch suggests skills from the catalogue; choosing one of them means employers searching for that skill find you. If your resume is uploaded, the profile also suggests skills found in it.

## Rating from 1 to 5

Use the levels consistently:

1. **Beginner**: you know what it is and have tried it with help.
2. **Elementary**: you can do simple tasks in it on your own.
3. **Intermediate**: you use it on your own in real work.
4. **Advanced**: others come to you with problems in it.
5. **Expert**: you could teach it or set the standard for a team.

Be honest. An interviewer will test your level-5 skills, and a gap between the profile and the conversation costs more trust than a modest rating ever would. Add your years of use too; they tell a different story from the level.

## Ten strong beats thirty weak

Only your ten best skills count in the score, and employers skim long lists. Thirty skills at level 2 say "I have touched many things". Ten at level 3 and 4 say "I can do this job". Remove skills you would not want to be asked about.

## Keep them moving

When you finish a course or a project, raise the level. When a tool fades from your work, let it go. A skills list that changes over time shows growth, and every change updates your score and matches at once.`,
    quiz: [
      {
        question: 'How many of your skills count toward the score?',
        options: ['All of them', 'Your best ten', 'Only the first three'],
        correctIndex: 1,
      },
      {
        question: 'What does level 3 (Intermediate) mean?',
        options: ['You have read about it', 'You use it on your own in real work', 'You set the standard for a team'],
        correctIndex: 1,
      },
      {
        question: 'Why choose the catalogue name of a skill?',
        options: ['It is shorter', 'Employers searching for that skill will find you', 'It raises the level automatically'],
        correctIndex: 1,
      },
    ],
  },
  {
    key: 'skills-thirty-day-plan',
    title: 'Build a 30-day learning plan for a skill employers ask for',
    summary: 'Pick one skill that keeps appearing in the jobs you want, learn it in small daily steps and show the result.',
    category: 'Skills',
    topic: 'skills',
    minutes: 7,
    body: `## Choose the skill with evidence

Open the job postings you would apply to tomorrow and note the required skills you do not yet have. The one that appears most often is your target. On a job's page TalentMatch also shows which of its skills you are missing; those gaps are the quickest way to raise your match.

Pick one skill. Learning three at once usually means finishing none.

## Define "done" before you start

Write one sentence that describes what you will be able to do after thirty days: "I can build a dashboard in Power BI from a spreadsheet and publish it to my team" is a goal you can test. "Learn Power BI" is not.

## Four weeks, small steps

**Week 1: foundations.** Thirty minutes a day with one good introductory course or the official documentation. Take notes in your own words.

**Week 2: guided practice.** Repeat the course exercises without looking at the solutions. When you get stuck, write down the question before searching for the answer.

**Week 3: a small real project.** Use the skill on something you care about: your household budget, a club's membership list, a process at your current job. Real data brings real problems, and solving them is where learning sticks.

**Week 4: finish and show.** Polish the project, write a short description of what you built and what you learned, and share it: a portfolio link, a post, or a conversation with your manager.

## Protect the habit

- Same time every day, even if only for twenty minutes.
- Keep a simple log: date, minutes, what you did. Seeing a streak helps.
- If you miss a day, do not try to catch up by doubling the next one. Just continue.

## Put it on your profile

When you reach your goal, add the skill to your TalentMatch profile at an honest level, probably 2 or 3 at this point, and mention the project in the description of a job experience or in your summary. Your score updates at once, and jobs asking for that skill start matching you.

## Then choose the next one

After a month, look at the postings again. The next gap is your next plan. A year of this is twelve new skills, which is a different career.`,
    quiz: [],
  },
  {
    key: 'experience-describe-positions',
    title: 'Describe each position so it counts',
    summary: 'A title and dates are not enough. How to write job-experience descriptions that employers read and the score rewards.',
    category: 'Experience',
    topic: 'experience',
    minutes: 5,
    body: `## What employers look for in a position

When an employer opens your profile, your job experiences are what they read longest. For each position they want to know three things: what the job was, how big it was, and what you achieved. A title and two dates answer only the first question, and often not even that, because titles mean different things in different companies.

## How the score reads your experience

Experience is a fifth of your score. Years of experience count, with overlapping jobs counted once, and each position with a real description (at least a hundred characters) adds more, up to four positions. A career with four well-described jobs scores higher than the same career with empty descriptions, because it gives employers more to go on.

## A structure for every description

Write three to five sentences or short bullets:

1. **Context**: the team, the product or the customers. "Team of six supporting 300 stores' point-of-sale systems."
2. **Responsibility**: what you owned. "I handled escalations and the weekly release to the stores."
3. **Achievements**: one to three results, with numbers where you honestly have them. "Reduced failed releases from four a month to none in the last year."
4. **Tools and skills**: the main ones, in the words employers search for.

## Choose the right experience area

Each position is tagged with an experience area. Choose the area that best fits the work you did, not the company's industry. A software developer at a bank works in software development; the area helps matching compare your background with a job's.

## Gaps, short jobs and side work

- A gap does not need hiding. A one-line entry such as "Career break: caring for a family member" is honest and stops readers guessing.
- Short contracts can be grouped: "Freelance data analysis, five clients" with the clients as bullets.
- Volunteering and side projects count when they used real skills. Add them as positions with a clear title.

## Keep the current job current

If a position is ongoing, mark it as current so your years keep counting. Add new achievements as they happen rather than once a year; you will remember them better, and your profile is always ready when the right job appears.`,
    quiz: [],
  },
  {
    key: 'education-what-to-list',
    title: 'Education, certificates and courses: what to list',
    summary: 'How to present degrees, unfinished studies, certificates and online courses so they support the job you want.',
    category: 'Experience',
    topic: 'education',
    minutes: 4,
    body: `## Education still opens doors

Many employers filter by education level for some roles, and on TalentMatch education is a tenth of your score: an education entry counts, and so does the level of your highest one. Even when a job does not ask for a degree, a clear education section helps a reader place you.

## What to include

- **Degrees and diplomas**: institution, degree, field of study, and years. The level (for example bachelor's or master's) is what the score and employer filters use, so choose it carefully.
- **Vocational qualifications and apprenticeships**: list them like degrees. They are education, and often the most relevant kind.
- **Certifications**: professional certificates such as accounting, project management, cloud or safety qualifications. Give the issuing body and the year; mention an expiry date if there is one.
- **Courses**: include substantial courses that taught a skill the job needs. A weekend workshop from ten years ago can go.

## Unfinished studies

You can list studies you did not finish. Be honest with the dates and describe what you completed: "Two years of a computer science degree, including algorithms and databases." Never write it in a way that suggests you graduated; employers check.

## Order and detail

Put the highest or most relevant qualification first. Early in your career, add a line about a thesis, a project or a grade if it is strong. Later, the title and institution are enough; your experience speaks louder.

## Your education level on the profile

Besides your entries, the profile has an education-level field. Keep it consistent with your highest entry. If the two disagree, an employer notices, and the score takes the higher rank anyway, so there is nothing to gain from a mismatch.

## Keep learning visible

When you complete a certificate or a serious course, add it the same week. Combined with the related skill on your profile, it shows an employer that you keep your knowledge current, which is exactly what they hope to hear in an interview.`,
    quiz: [],
  },
  {
    key: 'interviews-star',
    title: 'Answer behavioural questions with STAR',
    summary: '"Tell me about a time when…" questions are predictable. Prepare five stories and tell them in four clear steps.',
    category: 'Interviews',
    topic: 'interviews',
    minutes: 7,
    body: `## Why interviewers ask for stories

"Tell me about a time you handled a difficult customer." Behavioural questions rest on a simple idea: how you acted before is the best guide to how you will act again. The interviewer is not looking for a perfect hero; they want a real situation, told clearly, with your part in it visible.

## The STAR structure

- **Situation**: set the scene in one or two sentences. Where were you, what was going on?
- **Task**: what was your responsibility or goal in that moment?
- **Action**: what did you do, step by step? This is the longest part. Say "I", not "we", so the interviewer hears your contribution.
- **Result**: what happened, ideally with a number, and what you learned.

A good answer takes about two minutes. If you are still describing the situation after forty seconds, move on.

## An example

"In my last role our biggest client threatened to leave after three late deliveries (situation). As account coordinator I had to keep them while operations fixed the cause (task). I called them the same day, explained the reason without excuses, and set up a daily status email with tracking for every order until the problem was solved; I also met our warehouse lead each morning to check the next day's orders (action). We kept the client, delivered every order on time for the next quarter, and the daily email became standard for our three largest accounts (result)."

## Prepare five stories

Most behavioural questions fall into a few themes. Prepare one story for each:

1. A success you are proud of.
2. A conflict with a colleague or a customer.
3. A mistake or failure, and what you changed afterwards.
4. A time you led or influenced without authority.
5. A time you learned something new quickly.

One good story can often answer several questions, so know each of them well rather than memorising twenty.

## Common mistakes

- Talking about what you "would" do instead of what you did.
- Leaving out the result.
- Choosing a failure story that is really a disguised success. Interviewers notice; pick a real one and show what you learned.

Practise aloud, ideally with a friend who interrupts. Stories get shorter and clearer every time you tell them.`,
    quiz: [
      {
        question: 'What does the A in STAR stand for?',
        options: ['Attitude', 'Action', 'Achievement'],
        correctIndex: 1,
      },
      {
        question: 'Which part of a STAR answer should be the longest?',
        options: ['The situation', 'The action', 'The result'],
        correctIndex: 1,
      },
      {
        question: 'How should you describe your part in a team effort?',
        options: ['Say "we" throughout to sound modest', 'Say "I" for what you did yourself', 'Leave your part out'],
        correctIndex: 1,
      },
    ],
  },
  {
    key: 'interviews-day-before',
    title: 'The day before the interview: a preparation checklist',
    summary: 'Research, logistics, questions to ask and a calm evening. Everything to do the day before, in order.',
    category: 'Interviews',
    topic: 'interviews',
    minutes: 5,
    body: `## Research the company, not just the job

Spend an hour on the company. Read the job posting again, the company profile on TalentMatch, and its own website: what it sells, who its customers are, recent news. Find one thing you genuinely find interesting; it will make your answer to "why do you want to work here?" sound like you rather than a template.

If you know who will interview you, read their public professional profile. You are not looking for small talk; you want to know whether you will meet a future manager, a peer or someone from human resources, because each cares about different things.

## Map the job to your stories

Take the job's required skills and, next to each, write one example from your experience. Where you have a behavioural story ready (see the STAR article), note which requirement it proves. Where you have a gap, prepare an honest answer about how you would close it.

## Prepare your questions

Have three or four questions ready. Good ones show you are thinking about the work:

- What would success look like in this role after six months?
- What is the biggest challenge the team is facing right now?
- How does the team decide what to work on next?
- What do you enjoy most about working here?

Leave salary and holidays for later rounds unless the interviewer raises them.

## Logistics

- **In person**: check the address, the route and how long it takes at that time of day. Plan to arrive ten minutes early.
- **Video**: test the link, your camera and microphone. Sit facing a window or a lamp, with a plain background. Close other programs and silence notifications.
- Lay out what you will wear. Print or download the job posting and your resume.
- Keep the interviewer's contact details handy in case you are delayed.

## The evening

Stop preparing at a sensible hour. Read your notes once, then put them away. Sleep is worth more than a last hour of research. In the morning, eat something, and re-read only your three strongest stories and your questions.

## After the interview

Within a day, send a short thank-you message: one sentence of thanks, one sentence about something you discussed, one sentence saying you are still interested. Then note what went well and what you would answer differently next time.`,
    quiz: [],
  },
  {
    key: 'negotiation-offer',
    title: 'Negotiating your offer without fear',
    summary: 'Most offers have room to move. Know your numbers, ask once and clearly, and keep the relationship warm.',
    category: 'Negotiation',
    topic: 'career',
    minutes: 7,
    body: `## Expect to negotiate

An offer is the start of a conversation, not a final verdict. Most employers expect a candidate to discuss it and leave some room in their first number. Asking politely rarely costs an offer; accepting too quickly can cost you for years, because later raises are usually a percentage of where you start.

## Know your numbers first

Before any offer arrives, write down three figures:

- **Market rate**: what similar roles pay in your city or for remote work in your country. Use salary ranges in job postings (many on TalentMatch show them), published salary surveys, and people you trust in the field.
- **Target**: what you would be happy to accept, usually a little above the middle of the market range if your experience fits the role well.
- **Walk-away point**: the lowest offer you would accept, given your costs and your other options.

Decide these calmly, in advance. In the moment, a number spoken confidently by someone else can anchor you.

## When the offer comes

Thank them and show enthusiasm for the role. Then ask for the offer in writing and for a day or two to consider it. This is normal and professional.

Look at the whole package: base salary, bonus, pension or retirement contributions, holidays, remote work, learning budget, start date, and the job title. Sometimes a company cannot move on salary but can move on these.

## Making the ask

Make one clear request, based on facts:

"Thank you, I am excited about this role. Based on my six years of experience with this stack and the market range for similar positions, I was hoping for a base salary of 68,000. Is there flexibility to get closer to that?"

Then stop talking and let them answer. Silence feels long but it is part of the conversation.

## If the answer is no

Ask what is possible instead: a review after six months with a defined target, a signing bonus, extra holiday, or a training budget. Get any agreement in writing.

## Keep it warm

You will work with these people. Stay friendly, do not bluff with offers you do not have, and do not reopen the discussion after you have agreed. When you accept, accept fully and say you are looking forward to starting.`,
    quiz: [
      {
        question: 'What should you do when you first receive an offer?',
        options: [
          'Accept on the spot so they do not change their mind',
          'Thank them, ask for it in writing and for a day or two to consider',
          'Reject it to get a better one',
        ],
        correctIndex: 1,
      },
      {
        question: 'Which figure should you decide before any offer arrives?',
        options: ['Your walk-away point', 'Your future manager\u2019s salary', 'The company\u2019s revenue'],
        correctIndex: 0,
      },
      {
        question: 'If salary cannot move, what can you ask for instead?',
        options: ['Nothing; accept or leave', 'A six-month review, signing bonus, extra holiday or training budget', 'A different manager'],
        correctIndex: 1,
      },
    ],
  },
  {
    key: 'first-ninety-days',
    title: 'Your first 90 days in a new job',
    summary: 'Listen, learn and deliver an early win. A practical plan for the first three months so you start strong.',
    category: 'Career growth',
    topic: 'career',
    minutes: 6,
    body: `## Why the first three months matter

In your first weeks, colleagues form an impression of how you work that lasts far longer than the weeks themselves. The good news is that a strong start has less to do with brilliance than with a few deliberate habits.

## Days 1 to 30: listen and learn

- **Meet people.** Ask your manager for a list of the ten people you should know, then book twenty minutes with each. Ask them what they do, what they need from your role and what they wish the previous person had done differently.
- **Learn how work flows.** Where do requests come from? How are decisions made? Which meetings matter?
- **Agree on expectations.** In your first week, ask your manager: "What would make you say, three months from now, that hiring me was a great decision?" Write the answer down.
- **Take notes.** Keep a running document of names, acronyms, systems and open questions. It becomes your own onboarding guide, and later a gift to the next new starter.

Resist the urge to change things in the first month. You do not yet know why they are the way they are.

## Days 31 to 60: contribute

- Pick an **early win**: something useful, visible and achievable in a few weeks. Fixing a recurring annoyance for your team counts more than a grand plan.
- Start owning your core tasks fully. Ask for feedback after the first few.
- Share what you have noticed, framed as questions: "I noticed we rebuild this report by hand every week. Would it help if I automated it?"

## Days 61 to 90: build and plan

- Deliver the early win and tell people what changed.
- Have a check-in with your manager against the expectations you wrote down in week one.
- Agree on goals for the next six months, including one area where you will grow.

## Look after yourself

Starting a job is tiring, even when it goes well. Keep your evenings for rest, and do not judge yourself by comparing your first month with colleagues' fifth year.

## Keep your profile current

Once you have settled in, update your TalentMatch profile: mark the new position as current, add its early achievements, and adjust your visibility if you are no longer looking. Your future self, and future employers, will thank you.`,
    quiz: [],
  },
  {
    key: 'applications-tailoring',
    title: 'Tailor each application in fifteen minutes',
    summary: 'Generic applications get generic answers. A short routine to fit your profile and message to each job you apply for.',
    category: 'Career growth',
    topic: 'skills',
    minutes: 5,
    body: `## Quality beats volume

Sending fifty identical applications feels productive, but employers spot them at once. Ten applications that each answer the job in front of the reader will usually bring more interviews. The trick is a routine that makes tailoring fast.

## Minutes 1 to 5: read the job properly

Read the posting twice. The first time, for the picture: what is this team trying to achieve, and why are they hiring now? The second time, with a pen: underline the required skills, the nice-to-have skills and any phrase that is repeated. Repetition tells you what matters most to the person who wrote it.

On TalentMatch, the job page also shows your match and which of its skills your profile is missing. If you genuinely have a missing skill, add it to your profile now; it will count for this job and for every similar one.

## Minutes 6 to 10: adjust your materials

- **Resume**: move the two or three most relevant bullets to the top of each position. Use the posting's words for the skills you really have.
- **Summary**: if the role is a slightly different direction for you, adjust the last sentence of your summary to say why it fits.
- **Experience descriptions**: make sure the achievements closest to this job are in the descriptions employers will read.

You are not inventing anything. You are choosing which true things to put first.

## Minutes 11 to 15: write a short message

If the application allows a message, write four sentences:

1. The role you are applying for and one sentence on why this company.
2. Your strongest matching experience, with a result.
3. A second match, ideally a skill they underlined twice.
4. That you would welcome a conversation.

Avoid repeating your resume. The message should make the reader want to open it.

## Keep track

Note each application: the company, the role, the date, and what you emphasised. When an employer replies weeks later, you will remember exactly what you told them, and you will see which kinds of roles respond best to you, which is the most useful feedback a job search can give.`,
    quiz: [],
  },
];
