# The daemon in a container: state on the /var/lib/pricing-monitor volume, configuration in
# /etc/pricing-monitor (mount your own read-only), JSON logs on stdout, /healthz for Docker.
#   docker build -t pricing-monitor .
#   docker run -d -v monitor-state:/var/lib/pricing-monitor \
#     -v "$PWD/config/targets.yaml:/etc/pricing-monitor/targets.yaml:ro" pricing-monitor
# The read-only dashboard is a second container of this image on the same volume, with
# web.auth in a mounted monitor.yaml (see docs/web.md):
#   docker run -d -v monitor-state:/var/lib/pricing-monitor -p 127.0.0.1:8780:8780 \
#     -e WEB_TOKEN pricing-monitor web --listen 0.0.0.0:8780 --log-format json

# Build: a wheel and every dependency's, in a virtualenv that the runtime stage copies whole.
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml README.md ./
COPY monitor ./monitor
COPY migrations ./migrations
RUN python -m venv /opt/pricing-monitor \
    && /opt/pricing-monitor/bin/pip install --no-cache-dir .

# Run: no compiler, no pip cache, no source, not root.
FROM python:3.11-slim
# Debian's Chromium for `render: browser` targets, driven by Playwright: nothing is downloaded
# at run time. It adds about 350 MB; an image for plain targets only can leave this out.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium fonts-liberation \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --system --uid 10001 --no-create-home --home-dir /var/lib/pricing-monitor monitor \
    && mkdir -p /var/lib/pricing-monitor /etc/pricing-monitor \
    && chown 10001:10001 /var/lib/pricing-monitor
COPY --from=build /opt/pricing-monitor /opt/pricing-monitor
COPY config/targets.yaml /etc/pricing-monitor/targets.yaml
# The bundled settings, with the database on the volume and the metrics where Docker's
# health check (and Prometheus) can reach them.
COPY config/monitor.yaml /etc/pricing-monitor/monitor.yaml
RUN sed -i -e 's|^database:.*|database: /var/lib/pricing-monitor/monitor.sqlite3|' \
    /etc/pricing-monitor/monitor.yaml \
    && echo 'metrics_listen: "0.0.0.0:9464"' >> /etc/pricing-monitor/monitor.yaml
ENV PATH=/opt/pricing-monitor/bin:$PATH \
    MONITOR_CONFIG=/etc/pricing-monitor/monitor.yaml \
    PYTHONUNBUFFERED=1
WORKDIR /var/lib/pricing-monitor
USER 10001:10001
VOLUME ["/var/lib/pricing-monitor"]
EXPOSE 9464
STOPSIGNAL SIGTERM
# 200 only while the schedule is healthy: the loop answers and a tick finished lately.
HEALTHCHECK --interval=1m --timeout=10s --start-period=2m --retries=3 \
    CMD ["python", "-c", "import urllib.request as u; u.urlopen('http://127.0.0.1:9464/healthz', timeout=5)"]
ENTRYPOINT ["monitor"]
CMD ["run", "--log-format", "json"]
