// The game page's countdown to the deadline, ticking in game time (the server's clock).
(function () {
  var el = document.getElementById("countdown");
  if (!el) return;
  var deadline = new Date(el.dataset.deadline);
  var skew = new Date(el.dataset.now) - Date.now();
  function tick() {
    var left = Math.max(0, Math.floor((deadline - (Date.now() + skew)) / 1000));
    el.textContent = Math.floor(left / 3600) + " ч " + Math.floor(left % 3600 / 60) + " мин " + (left % 60) + " с";
  }
  tick();
  setInterval(tick, 1000);
})();
