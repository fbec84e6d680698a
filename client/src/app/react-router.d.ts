// React Router's documented opt-in for route middleware in data mode: loaders and middleware get a
// typed `RouterContextProvider` as their `context`.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
