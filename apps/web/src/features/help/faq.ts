/** The five questions of Help and support (the 10 MB and "free" answers state the product's own limits). */
export const faq = [
  {
    question: "How big can a video be?",
    answer:
      "Videos must be under 10 MB, and each exercise log holds one video. Trim the clip to the set itself on your phone before uploading it.",
  },
  {
    question: "Is Topset free?",
    answer:
      "Yes. Topset is free and open source: there is no paid plan, no ads, and you can run your own copy on your own server.",
  },
  {
    question: "How do I switch between kilograms and pounds?",
    answer:
      "Go to Settings > App and flip the unit switch. Every weight is converted for display; what you entered is kept exactly as you entered it.",
  },
  {
    question: "Can I get a copy of my data?",
    answer:
      "Yes. Settings > Download data prepares a ZIP of your sessions, sets, trackers and videos and e-mails you a link to it. You can also read your data with an API key.",
  },
  {
    question: "What happens when I delete my account?",
    answer:
      "Your account, your training data and your files are deleted for good, and you are logged out everywhere. This cannot be undone, so download your data first if you want to keep it.",
  },
] as const;
