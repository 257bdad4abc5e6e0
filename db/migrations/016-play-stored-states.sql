-- The stored state is the truth of a play (rules change between versions of the app, so a
-- play must open, undo, redo and be reviewed without folding its log again under today's
-- rules). Each step row keeps the state it led to, as a patch against the state before it
-- (the keys the step replaced, and the miniatures it changed); the play keeps the state it was
-- set up with. `state_format` names the shape of the stored state, so an older one is upgraded
-- when read (src-main/memory-play/state-format.ts). Rows stored before this version have no
-- patch: their states are folded as they were.
ALTER TABLE memory_play_steps ADD COLUMN state_patch_json TEXT CHECK (state_patch_json IS NULL OR json_valid(state_patch_json));
ALTER TABLE memory_play_steps ADD COLUMN state_format INTEGER CHECK (state_format IS NULL OR state_format >= 1);
ALTER TABLE memory_plays ADD COLUMN start_state_json TEXT CHECK (start_state_json IS NULL OR json_valid(start_state_json));
ALTER TABLE memory_plays ADD COLUMN start_state_format INTEGER CHECK (start_state_format IS NULL OR start_state_format >= 1);
ALTER TABLE memory_play_snapshots ADD COLUMN state_format INTEGER NOT NULL DEFAULT 1 CHECK (state_format >= 1);
