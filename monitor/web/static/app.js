// A little help, never needed: the overview's status filter applies as soon as it is chosen.
document.addEventListener("DOMContentLoaded", () => {
  const status = document.getElementById("status");
  if (status) status.addEventListener("change", () => status.form.submit());
});
