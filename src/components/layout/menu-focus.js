/* global document */
(function () {
  var menu = document.getElementById('mobile-menu');
  if (!menu) return;
  menu.addEventListener('focusout', function (event) {
    var next = event.relatedTarget;
    if (next && !menu.contains(next) && menu.matches(':popover-open')) menu.hidePopover();
  });
})();
