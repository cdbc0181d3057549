import { describeNotFound } from './not-found';

describeNotFound('the shop’s commerce server');
