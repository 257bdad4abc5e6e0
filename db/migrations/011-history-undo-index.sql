-- Finding what Ctrl+Z and Ctrl+Shift+Z would act on (the newest entry of a history not undone,
-- the oldest undone one) runs after every command, to push each window its history's status.
-- With history_by_scope on (scope, id) SQLite read every entry of the history to answer it,
-- so a command grew slower with each step of a long play. With `undone` in the index (and
-- the campaign list's entries about one campaign in their own small index, for a campaign's
-- page that also reaches its own creation) each answer is a few index steps, however long
-- the history is; ending a redo branch (deleting a history's undone entries) is one range too.
DROP INDEX history_by_scope;
CREATE INDEX history_by_scope ON history (scope, undone, id);
CREATE INDEX history_list_by_campaign ON history (campaign_id, undone, id) WHERE scope = 'campaign-list';
