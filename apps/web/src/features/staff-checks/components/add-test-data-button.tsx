import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Button from '@mui/material/Button';
import { useAddTestData } from '../api/add-test-data';

interface AddTestDataButtonProps {
  reportId: string;
  onNotify(notification: { message: string; severity: 'success' | 'error' }): void;
}

/** 'Add test data' (staff, development hosts): five plays of the report's side, numbered after its last card. */
export function AddTestDataButton({ reportId, onNotify }: AddTestDataButtonProps) {
  const add = useAddTestData();
  const run = () =>
    add.mutate(reportId, {
      onSuccess: (result) => {
        const numbers = result.cards.map((card) => card.cardNumber);
        onNotify({ message: `Added ${numbers.length} test plays (cards ${numbers[0]}–${numbers.at(-1)}).`, severity: 'success' });
      },
      onError: (error) => onNotify({ message: `Test data could not be added: ${error.message}`, severity: 'error' }),
    });
  return (
    <Button variant="outlined" startIcon={<ScienceOutlinedIcon />} onClick={run} loading={add.isPending}>
      Add test data
    </Button>
  );
}
