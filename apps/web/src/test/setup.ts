import { configure } from "@testing-library/react";

// A screen that suspends on its query and its catalog can take over a second to show on a loaded
// two-core CI machine; the default one-second wait for `findBy…` then fails tests that are right.
configure({ asyncUtilTimeout: 4000 });
