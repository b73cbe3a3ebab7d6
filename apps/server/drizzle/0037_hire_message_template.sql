INSERT INTO "message_templates" ("type", "subject", "body") VALUES
('HireCandidate', 'You have been hired for {{jobTitle}}', 'Hello {{candidateFirstName}},

We are delighted to tell you that {{companyName}} has chosen you for the {{jobTitle}} position. Congratulations! We will be in touch shortly about your start.

Best regards,
{{employerName}}, {{companyName}}')
ON CONFLICT ("type") DO NOTHING;
