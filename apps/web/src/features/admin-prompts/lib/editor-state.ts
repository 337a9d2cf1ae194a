/** Spec 4, "Prompt editor": viewing or editing a draft of the selected file's saved text. */
export type EditorState = { mode: 'viewing'; draft: string } | { mode: 'editing'; draft: string };

export type EditorAction =
  | { type: 'edit'; saved: string }
  | { type: 'change'; draft: string }
  | { type: 'cancel'; saved: string }
  | { type: 'saved' };

export function initialEditorState(saved: string): EditorState {
  return { mode: 'viewing', draft: saved };
}

/** Edit starts a draft; Cancel resets it to the saved text; Save Changes returns to viewing. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      return { mode: 'editing', draft: action.saved };
    case 'change':
      return state.mode === 'editing' ? { mode: 'editing', draft: action.draft } : state;
    case 'cancel':
      return { mode: 'viewing', draft: action.saved };
    case 'saved':
      return { mode: 'viewing', draft: state.draft };
  }
}
