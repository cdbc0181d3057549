import { describeNotFound } from '../e2e/not-found';

describeNotFound('a stock backend');
