export const remindersKeys = {
  settings: ['reminders', 'settings'] as const,
  calendarFeed: ['reminders', 'calendar-feed'] as const,
};
