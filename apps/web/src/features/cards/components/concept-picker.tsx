import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Concept } from '@scout/shared/api';
import { CONCEPT_TYPE_LABELS } from '@scout/shared/domain';

/** A library concept to pick, or a name typed that the library does not have yet. */
export type ConceptOption = Concept | { create: string };

const filter = createFilterOptions<ConceptOption>({ stringify: (option) => ('create' in option ? option.create : option.name) });

interface ConceptPickerProps {
  /** The library's concepts not on the card yet. */
  options: ConceptOption[];
  /** Every concept of the library, to know whether a typed name is new. */
  library: readonly Concept[] | undefined;
  loading: boolean;
  disabled: boolean;
  input: string;
  onInput(value: string): void;
  onChoose(option: ConceptOption | string | null): void;
}

/** The picker of the organisation's concept library, which also offers to create the name typed. */
export function ConceptPicker({ options, library, loading, disabled, input, onInput, onChoose }: ConceptPickerProps) {
  return (
    <Autocomplete<ConceptOption, false, false, true>
      size="small"
      freeSolo
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value) => onInput(value)}
      onChange={(_event, option) => onChoose(option)}
      loading={loading}
      disabled={disabled}
      getOptionLabel={(option) => (typeof option === 'string' ? option : 'create' in option ? option.create : option.name)}
      filterOptions={(all, state) => {
        const found = filter(all, state);
        const typed = state.inputValue.trim();
        const known = library?.some((c) => c.name.toLowerCase() === typed.toLowerCase());
        return typed && !known ? [...found, { create: typed }] : found;
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {'create' in option ? (
              <span>Create “{option.create}” and tag this play</span>
            ) : (
              <span>
                {option.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · {CONCEPT_TYPE_LABELS[option.conceptType]}
                </Typography>
              </span>
            )}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Tag with a concept" placeholder="Pick from the library or type a new name" />}
    />
  );
}
