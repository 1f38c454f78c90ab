// The request's script nonce, handed from the Worker (load context) to the server render. In the
// browser it is empty: browsers hide nonces from the DOM, and the scripts have already run.
import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
