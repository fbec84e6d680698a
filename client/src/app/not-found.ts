/** A page that does not exist, as a loader throws it: the route's error boundary shows the 404. */
import { data } from 'react-router-dom';

const NOT_FOUND_MESSAGE = 'This page could not be found';

export const notFound = () => data(NOT_FOUND_MESSAGE, { status: 404, statusText: 'Not Found' });
