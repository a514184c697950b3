/**
 * A snap.js work-alike: `window.snap.pay(token, { onSuccess, onPending, onError, onClose })` opens
 * the simulator's page in an overlay frame of this origin and calls back with its outcome.
 */
export const SNAP_JS = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : window.location.origin;
  var current = null;

  function close() {
    if (!current) return;
    window.removeEventListener('message', current.onMessage);
    document.removeEventListener('keydown', current.onKey, true);
    current.overlay.remove();
    document.body.style.overflow = current.overflow;
    if (current.previousFocus && current.previousFocus.focus) current.previousFocus.focus();
    current = null;
  }

  function finish(options, event, result) {
    close();
    var callback = { success: options.onSuccess, pending: options.onPending, error: options.onError, close: options.onClose }[event];
    if (typeof callback === 'function') {
      if (event === 'close') callback(); else callback(result);
    }
  }

  function pay(token, options) {
    options = options || {};
    close();
    var overlay = document.createElement('div');
    overlay.setAttribute('data-pasar-snap', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(15,23,42,.55);';
    var frame = document.createElement('iframe');
    frame.title = 'Payment';
    frame.src = base + '/local/midtrans/pay/' + encodeURIComponent(token);
    frame.style.cssText = 'width:100%;max-width:420px;height:100%;max-height:600px;border:0;border-radius:16px;background:#fff;box-shadow:0 24px 48px rgba(0,0,0,.25);';
    overlay.appendChild(frame);
    var state = {
      overlay: overlay,
      overflow: document.body.style.overflow,
      previousFocus: document.activeElement,
      onMessage: function (e) {
        if (e.origin !== base || e.source !== frame.contentWindow) return;
        var data = e.data || {};
        if (data.source !== 'pasar-local-snap') return;
        finish(options, data.event, data.result);
      },
      onKey: function (e) {
        if (e.key === 'Escape') { e.stopPropagation(); finish(options, 'close'); }
      },
    };
    current = state;
    window.addEventListener('message', state.onMessage);
    document.addEventListener('keydown', state.onKey, true);
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    frame.addEventListener('load', function () { frame.focus(); });
  }

  window.snap = { pay: pay, hide: close };
})();
`

/** The simulator page's behaviour (a file of its own: the CSP allows no inline script). */
export const PAY_JS = String.raw`(function () {
  'use strict';
  var root = document.querySelector('[data-token]');
  var token = root.getAttribute('data-token');
  var status = document.getElementById('status');
  function tell(event, result) {
    var target = window.parent !== window ? window.parent : window.opener;
    if (target) target.postMessage({ source: 'pasar-local-snap', event: event, result: result }, window.location.origin);
  }
  document.querySelectorAll('button[data-choice]').forEach(function (button) {
    button.addEventListener('click', function () {
      var choice = button.getAttribute('data-choice');
      document.querySelectorAll('button[data-choice]').forEach(function (b) { b.disabled = true; });
      status.textContent = 'Processing…';
      fetch('/local/midtrans/pay/' + encodeURIComponent(token), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ choice: choice, method: document.getElementById('method').value }),
      })
        .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
        .then(function (body) { tell(body.event, body.result); })
        .catch(function () {
          status.textContent = 'The simulator could not process this choice.';
          tell('error', { status_code: '500', status_message: 'Simulator error' });
        });
    });
  });
})();
`
