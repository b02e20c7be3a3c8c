# The daemon in a container: state in /var/lib/pricing-monitor, configuration in /etc/pricing-monitor.
FROM python:3.11-slim

RUN useradd --system --home-dir /var/lib/pricing-monitor --create-home monitor
WORKDIR /opt/pricing-monitor
COPY pyproject.toml README.md ./
COPY monitor ./monitor
COPY migrations ./migrations
RUN pip install --no-cache-dir . && rm -rf /opt/pricing-monitor

COPY config/ /etc/pricing-monitor/
# The bundled settings keep the database beside the checkout; put it on the volume instead.
RUN sed -i 's|^database:.*|database: /var/lib/pricing-monitor/monitor.sqlite3|' \
    /etc/pricing-monitor/monitor.yaml
WORKDIR /var/lib/pricing-monitor
USER monitor
ENV MONITOR_CONFIG=/etc/pricing-monitor/monitor.yaml
VOLUME ["/var/lib/pricing-monitor"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["monitor"]
CMD ["run"]
