// The ad landing page is also served at its old static address.
export { default, loader, meta } from "./dispute-medical-bill";
